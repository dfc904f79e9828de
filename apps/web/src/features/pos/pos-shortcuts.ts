/**
 * The POS from the keyboard (issue 25): which key does what, for the handler and for the
 * shortcut sheet (`?`). Shortcuts never fire while the user types in a field or a dialog is open.
 */
export type PosAction = 'search' | 'increase' | 'decrease' | 'kitchen' | 'pay' | 'help';

export const POS_SHORTCUTS: ReadonlyArray<{ keys: string[]; label: string }> = [
  { keys: ['/'], label: 'Search the menu' },
  { keys: ['Enter'], label: 'In the search: add the first item found' },
  { keys: ['↓'], label: 'In the search: go to the menu' },
  { keys: ['Esc'], label: 'In the search: leave it' },
  { keys: ['←', '→', '↑', '↓'], label: 'Move through the menu; Enter adds the item' },
  { keys: ['+'], label: 'One more of the selected cart line' },
  { keys: ['-'], label: 'One less of the selected cart line' },
  { keys: ['K'], label: 'Send to Kitchen' },
  { keys: ['P'], label: 'Collect Payment & Send' },
  { keys: ['?'], label: 'Show these shortcuts' },
  { keys: ['Esc'], label: 'Close a dialog' },
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
