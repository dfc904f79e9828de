import { cloneElement, isValidElement, lazy, type ReactElement, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../../lib/when-idle';
import { whenStarted } from '../../lib/when-started';
import type { DropdownMenuProps } from './dropdown-menu-frame';

export type { DropdownMenuProps, MenuItem } from './dropdown-menu-frame';

/** Whether the menu's code is in: a menu drawn from then on is ready at once. */
let frameIn = false;
const DropdownMenuFrame = lazy(async () => {
  const { DropdownMenuFrame } = await import('./dropdown-menu-frame');
  frameIn = true;
  return { default: DropdownMenuFrame };
});

/**
 * A button that opens a list of actions; keyboard navigable. Radix's menu and its positioning
 * (about 30 KB gzip) are fetched once the page has started and the browser is idle, not with the
 * page's first render: fetched then, their code ran just after a till's first paint, in the way of
 * its first tap (some 30 ms at 4× CPU slowdown, issue 27 §1). Until they are in, the button shows,
 * disabled rather than dead to a click.
 */
export function DropdownMenu(props: DropdownMenuProps) {
  const [wanted, setWanted] = useState(frameIn);
  useEffect(() => {
    if (wanted) return;
    return whenStarted(() => whenIdle(() => setWanted(true)));
  }, [wanted]);
  const waiting = isValidElement(props.trigger)
    ? cloneElement(props.trigger as ReactElement<{ disabled?: boolean }>, { disabled: true })
    : props.trigger;
  if (!wanted) return waiting;
  return (
    <Suspense fallback={waiting}>
      <DropdownMenuFrame {...props} />
    </Suspense>
  );
}
