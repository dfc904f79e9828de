/**
 * The POS from the keyboard (issue 25): which key does what, for the handler and for the
 * shortcut sheet (`?`). Shortcuts never fire while the user types in a field or a dialog is open.
 */
export type PosAction = 'search' | 'increase' | 'decrease' | 'kitchen' | 'pay' | 'help';

/** `labelKey`: what the shortcut does, in the POS catalogue (pos.json). */
export const POS_SHORTCUTS: ReadonlyArray<{ keys: string[]; labelKey: string }> = [
  { keys: ['/'], labelKey: 'shortcutSearch' },
  { keys: ['Enter'], labelKey: 'shortcutSearchEnter' },
  { keys: ['↓'], labelKey: 'shortcutSearchDown' },
  { keys: ['Esc'], labelKey: 'shortcutSearchEsc' },
  { keys: ['←', '→', '↑', '↓'], labelKey: 'shortcutArrows' },
  { keys: ['+'], labelKey: 'shortcutIncrease' },
  { keys: ['-'], labelKey: 'shortcutDecrease' },
  { keys: ['K'], labelKey: 'shortcutKitchen' },
  { keys: ['P'], labelKey: 'shortcutPay' },
  { keys: ['?'], labelKey: 'shortcutHelp' },
  { keys: ['Esc'], labelKey: 'shortcutClose' },
];

const KEYS: Record<string, PosAction> = {
  '/': 'search',
  '+': 'increase',
  '=': 'increase',
  '-': 'decrease',
  k: 'kitchen',
  K: 'kitchen',
  p: 'pay',
  P: 'pay',
  '?': 'help',
};

/** True when a key press belongs to a text field (so '/' types a slash there). */
export function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
}

/** The POS action a key press asks for, or null (typing, a modifier held, a dialog open). */
export function posActionOf(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>,
  dialogOpen: boolean,
): PosAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey || dialogOpen || isTyping(event.target)) return null;
  return KEYS[event.key] ?? null;
}
