import { lazy, Suspense, useEffect, useRef } from 'react';
import { whenIdle } from '../../lib/when-idle';
import type { DialogProps } from './dialog-frame';

export type { DialogProps } from './dialog-frame';

const loadFrame = () => import('./dialog-frame');
const DialogFrame = lazy(async () => ({ default: (await loadFrame()).DialogFrame }));

/**
 * A modal dialog: focus trapped, closed by Esc, the X button or a click outside, and the focus given
 * back to what had it when it opened (dialog-frame.tsx).
 *
 * Radix's dialog (about 16 KB gzip) is not part of a page's first load: a page renders its dialogs
 * closed, so nothing of them is drawn until one opens. Its code is fetched once the page is idle,
 * so that the first opening does not wait on the network; from its first opening on the dialog
 * stays mounted, so that it closes as it always did.
 */
export function Dialog(props: DialogProps) {
  const used = useRef(false);
  if (props.open) used.current = true;
  useEffect(() => prefetchWhenIdle(), []);
  if (!used.current) return null;
  return (
    <Suspense fallback={null}>
      <DialogFrame {...props} />
    </Suspense>
  );
}

let prefetched = false;
function prefetchWhenIdle() {
  if (prefetched) return;
  prefetched = true;
  whenIdle(() => void loadFrame().catch(() => undefined));
}
