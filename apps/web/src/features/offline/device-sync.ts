/**
 * What the device's queues (the POS's order outbox and the Kitchen/Orders action outbox) share:
 * telling this tab's and other tabs' screens that a queue changed, and sending from one tab at a
 * time.
 */

/** Listeners in this tab, and the other tabs of this browser through a BroadcastChannel. */
export class ChangeFeed {
  private readonly listeners = new Set<() => void>();
  private readonly channel: BroadcastChannel | null;

  constructor(channelName: string | null) {
    this.channel =
      channelName && typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(channelName) : null;
    if (this.channel) this.channel.onmessage = () => this.notifyHere();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Tells this tab's listeners and every other tab. */
  changed() {
    this.notifyHere();
    this.channel?.postMessage('changed');
  }

  close() {
    this.channel?.close();
  }

  private notifyHere() {
    for (const listener of this.listeners) listener();
  }
}

/** Tabs of one browser share a queue: the Web Locks API keeps them from sending it twice over. */
export async function withDeviceLock(name: string, run: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks?.request) {
    await locks.request(name, run);
  } else {
    await run();
  }
}

/** Whether the browser believes it has a network (outside a browser: yes). */
export function browserSaysOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}
