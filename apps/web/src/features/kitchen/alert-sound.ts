/**
 * The new-order alert, synthesised with Web Audio (no sound file to ship or fail to load). Browsers
 * only let audio start after the user has touched the page, so the context is created or resumed
 * on the first interaction and the screen offers a button while sound is still locked.
 */
let context: AudioContext | null = null;

function getContext(): AudioContext | null {
  if (context) return context;
  const Ctor =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return null;
  context = new Ctor();
  return context;
}

/** Unlocks audio; call from a user gesture. Resolves to whether sound can now play. */
export async function unlockAlertSound(): Promise<boolean> {
  const ctx = getContext();
  if (!ctx) return false;
  if (ctx.state === 'suspended') await ctx.resume().catch(() => undefined);
  return ctx.state === 'running';
}

export function isAlertSoundUnlocked(): boolean {
  return context?.state === 'running';
}

/** Two short rising beeps, loud enough over a kitchen's noise. */
export function playNewOrderAlert() {
  const ctx = getContext();
  if (ctx?.state !== 'running') return;
  const start = ctx.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.22, 1320],
  ] as const) {
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = 'square';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.25, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.18);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.2);
  }
}

/** A soft two-note chime ("ding-dong") for a dining room: the token board's "your order is ready". */
export function playReadyChime() {
  const ctx = getContext();
  if (ctx?.state !== 'running') return;
  const start = ctx.currentTime;
  for (const [offset, frequency] of [
    [0, 1318.5],
    [0.32, 987.8],
  ] as const) {
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.4, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 1.1);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 1.15);
  }
}
