import { type ComponentProps, type ComponentType, lazy, Suspense } from 'react';
import { whenIdle } from '../../../lib/when-idle';

/**
 * The POS's dialogs, loaded after the menu is on screen rather than before (issue 27 §1, §4): none is
 * needed to draw the till or to add a dish without options. Each is fetched in idle time once the
 * page has drawn (warmPosDialogs), so a first tap still opens it at once, offline too; a dialog
 * opened before that shows a frame later.
 */
const loaders = {
  options: () => import('./item-options-dialog'),
  notes: () => import('./notes-dialog'),
  filters: () => import('./filters-dialog'),
  drafts: () => import('./drafts-dialogs'),
  qrOrders: () => import('./qr-orders-dialog'),
  addCustomer: () => import('./add-customer-dialog'),
  order: () => import('./order-dialogs'),
  shortcuts: () => import('./shortcuts-dialog'),
  stock: () => import('../../availability/stock-dialog'),
  queued: () => import('../../offline/queued-order-dialog'),
};

const warmers: (() => Promise<unknown>)[] = [];

/**
 * A dialog whose code comes on first use. Once it is in (warmed, or opened once), it renders at once
 * like any component, without a Suspense frame: an open right after a tap shows it in that frame.
 */
// biome-ignore lint/suspicious/noExplicitAny: any component's props pass through unchanged.
function lazyDialog<M, C extends ComponentType<any>>(load: () => Promise<M>, pick: (module: M) => C) {
  let loaded: C | null = null;
  const fetchCode = () =>
    load().then((module) => {
      loaded = pick(module);
      return loaded;
    });
  warmers.push(fetchCode);
  const Lazy = lazy(async () => ({ default: await fetchCode() }));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per dialog at module level, below.
  return function LazyDialog(props: ComponentProps<C>) {
    const Loaded = loaded;
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

export const ItemOptionsDialog = lazyDialog(loaders.options, (m) => m.ItemOptionsDialog);
export const NotesDialog = lazyDialog(loaders.notes, (m) => m.NotesDialog);
export const FiltersDialog = lazyDialog(loaders.filters, (m) => m.FiltersDialog);
export const SaveDraftDialog = lazyDialog(loaders.drafts, (m) => m.SaveDraftDialog);
export const DraftsListDialog = lazyDialog(loaders.drafts, (m) => m.DraftsListDialog);
export const QrOrdersDialog = lazyDialog(loaders.qrOrders, (m) => m.QrOrdersDialog);
export const AddCustomerDialog = lazyDialog(loaders.addCustomer, (m) => m.AddCustomerDialog);
export const OrderSummaryDialog = lazyDialog(loaders.order, (m) => m.OrderSummaryDialog);
export const OrderSentDialog = lazyDialog(loaders.order, (m) => m.OrderSentDialog);
export const ShortcutsDialog = lazyDialog(loaders.shortcuts, (m) => m.ShortcutsDialog);
export const StockDialog = lazyDialog(loaders.stock, (m) => m.StockDialog);
export const QueuedOrderDialog = lazyDialog(loaders.queued, (m) => m.QueuedOrderDialog);
export type { SendMode } from './order-dialogs';

let warmed = false;

/** Fetches every dialog's code once the browser is idle (called when the menu is on screen). */
export function warmPosDialogs() {
  if (warmed) return;
  warmed = true;
  whenIdle(() => {
    for (const warm of warmers) void warm().catch(() => undefined);
  });
}
