import { cloneElement, isValidElement, lazy, type ReactElement, Suspense } from 'react';
import type { DropdownMenuProps } from './dropdown-menu-frame';

export type { DropdownMenuProps, MenuItem } from './dropdown-menu-frame';

const DropdownMenuFrame = lazy(async () => ({
  default: (await import('./dropdown-menu-frame')).DropdownMenuFrame,
}));

/**
 * A button that opens a list of actions; keyboard navigable. Radix's menu and its positioning
 * (about 30 KB gzip) are fetched as the page first draws one, not before the page's first paint;
 * until they are in, the button shows, disabled rather than dead to a click.
 */
export function DropdownMenu(props: DropdownMenuProps) {
  const waiting = isValidElement(props.trigger)
    ? cloneElement(props.trigger as ReactElement<{ disabled?: boolean }>, { disabled: true })
    : props.trigger;
  return (
    <Suspense fallback={waiting}>
      <DropdownMenuFrame {...props} />
    </Suspense>
  );
}
