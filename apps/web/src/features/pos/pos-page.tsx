import type { TDeliveryType, TPosMenuItem, TQrOrder } from '@mise/contracts';
import { type ServiceChargeRule, serviceChargeRuleOf } from '@mise/domain';
import { useQueryClient } from '@tanstack/react-query';
import {
  Ban,
  ClipboardList,
  FilePlus2,
  FolderOpen,
  Keyboard,
  LayoutGrid,
  ListFilter,
  QrCode,
  Search,
} from 'lucide-react';
import {
  lazy,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Input, Select } from '../../components/ui/input';
import { LiveAnnouncer, useLiveAnnouncer } from '../../components/ui/live-announcer';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { type Formatters, useFormat } from '../../i18n/format';
import { errorMessage } from '../../lib/api-client';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { getSessionUser } from '../../lib/session';
import { getSocket } from '../../lib/socket';
import { useIsPhone } from '../../lib/use-is-phone';
import { useAvailability } from '../availability/api/availability-api';
import { AvailabilityIndex } from '../availability/availability-index';
import { CustomerDisplayButton } from '../customer-display/customer-display-button';
import { useMirrorCartOnDisplay } from '../customer-display/use-till-display';
import { tableFromAddress } from '../floor/floor-links';
import { priceDifference } from '../offline/outbox';
import type { OutboxEntry } from '../offline/outbox-db';
import { submitOrder } from '../offline/outbox-runtime';
import { receiptLink, tokenLink } from '../print/print-links';
import { openPrintPopup } from '../print/print-popup';
import { useOpenTables } from './api/open-tables-api';
import { usePosInit } from './api/pos-init-api';
import { refreshQrOrders, useQrOrdersCount } from './api/qr-orders-api';
import {
  addToCart,
  CartError,
  type CartLine,
  cartItemCount,
  choiceKey,
  decreaseQuantity,
  findLine,
  increaseQuantity,
  type LineChoice,
  priceOf,
  refreshFromMenu,
  removeLine,
  setLineNotes,
} from './cart';
import { type AddedItem, CartBar } from './components/cart-bar';
import { CartLines, TotalsList } from './components/cart-lines';
import { CategoryStrip } from './components/category-strip';
import { CoursePicker } from './components/course-picker';
import { CustomerPicker } from './components/customer-picker';
import { ItemGrid } from './components/item-grid';
import { dropStartPicture } from './start-picture/start-picture';
import { useTakeStartPicture } from './start-picture/use-take-start-picture';

// The low-stock banner needs a request of its own before it shows anything: its code (with the
// inventory's texts) comes after the till's first paint, not before it.
const LowStockAlert = lazy(async () => ({
  default: (await import('../inventory/low-stock-alert')).LowStockAlert,
}));

// The dialogs come after the menu is on screen (see lazy-dialogs.tsx).
import {
  AddCustomerDialog,
  DraftsListDialog,
  FiltersDialog,
  ItemOptionsDialog,
  NotesDialog,
  OrderSentDialog,
  OrderSummaryDialog,
  QrOrdersDialog,
  QueuedOrderDialog,
  SaveDraftDialog,
  type SendMode,
  ShortcutsDialog,
  StockDialog,
} from './components/lazy-dialogs';
import { PhoneMoreMenu } from './components/phone-more-menu';
import { SeatPicker } from './components/seat-picker';
import { TableDue } from './components/table-due';
import { clearDrafts, DRAFT_MESSAGES, type Draft, deleteDraft, listDrafts, saveDraft } from './drafts';
import { usePosText } from './i18n';
import { ALL_CATEGORIES, type CategoryFilter, filterMenu } from './menu-filter';
import { DINING_OPTIONS, guestsOf, newOrder, orderBody, orderFromQrOrder, type PosOrder } from './pos-order';
import { type PosAction, posActionOf } from './pos-shortcuts';
import { type QrOrdersArrival, useQrOrderAnnouncements } from './qr-order-announcements';

type DialogState =
  | { kind: 'options'; item: TPosMenuItem }
  | { kind: 'notes'; lineId: string }
  | { kind: 'filters' }
  | { kind: 'save-draft' }
  | { kind: 'drafts' }
  | { kind: 'qr-orders' }
  | { kind: 'add-customer'; typed: string }
  | { kind: 'summary'; mode: SendMode; idempotencyKey: string }
  | { kind: 'sent'; tokenNo: number; orderId: number }
  | { kind: 'queued'; entry: OutboxEntry }
  | { kind: 'shortcuts' }
  | { kind: 'stock' };

type PosT = ReturnType<typeof usePosText>['t'];

/** What the staff is told of the store's service charge beside the Guests field. */
function serviceChargeHint(rule: ServiceChargeRule, t: PosT, number: Formatters['number']): string {
  const rate = number(rule.rateBasisPoints / 10_000, { style: 'percent', maximumFractionDigits: 2 });
  const when = [
    rule.dineInOnly ? t('serviceChargeDineIn') : null,
    rule.minGuests ? t('serviceChargeFromGuests', { count: rule.minGuests }) : null,
  ]
    .filter(Boolean)
    .join(', ');
  return when ? t('serviceChargeHintWhen', { rate, when }) : t('serviceChargeHint', { rate });
}

/** Moves the focus to a card of the menu grid (by its place in the list). */
function focusMenuItem(index: number) {
  document.querySelector<HTMLElement>(`[data-item-index="${index}"]`)?.focus();
}

/** POS - Point of Sale (spec 1 section 2): build an order from the menu and send it to the kitchen. */
export function PosPage() {
  const { t } = usePosText();
  const format = useFormat();
  const init = usePosInit();
  // 86: what is sold out or counted, live from every till and kitchen.
  const stock = useAvailability(init.data?.availability);
  const availability = useMemo(() => new AvailabilityIndex(stock.data ?? []), [stock.data]);
  const availabilityRef = useRef(availability);
  availabilityRef.current = availability;
  const qrCount = useQrOrdersCount();
  // New QR orders are said to screen readers, without moving the focus.
  const announcer = useLiveAnnouncer();
  const announceQrOrders = useCallback(
    (arrival: QrOrdersArrival) => announcer.announce(t('qrOrdersArrived', { ...arrival })),
    [announcer, t],
  );
  useQrOrderAnnouncements(qrCount.data?.totalQROrders, announceQrOrders);
  const queryClient = useQueryClient();
  // Opened from the floor for one table (/dashboard/pos?table=12): a dine-in order at that table.
  const [order, setOrder] = useState<PosOrder>(() => ({ ...newOrder(), tableId: tableFromAddress() }));
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<CategoryFilter>(ALL_CATEGORIES);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const [sending, setSending] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const ids = useId();
  // A phone (issue 29): the menu fills the screen, the cart is a bar at the bottom and a sheet.
  const phone = useIsPhone();
  const [cartOpen, setCartOpen] = useState(false);
  // Each add is answered on the phone's cart bar at once, and said to screen readers.
  const [added, setAdded] = useState<AddedItem | null>(null);
  const phoneRef = useRef(phone);
  phoneRef.current = phone;
  const acknowledge = useCallback(
    (title: string) => {
      setAdded((a) => ({ title, seq: (a?.seq ?? 0) + 1 }));
      if (phoneRef.current) announcer.announce(t('addedItem', { title }));
    },
    [announcer, t],
  );
  // The next start on this device draws this screen as it started, at once (start-picture/).
  useTakeStartPicture(
    init.isSuccess &&
      order.cart.length === 0 &&
      order.tableId === null &&
      dialog === null &&
      search === '' &&
      category === ALL_CATEGORIES &&
      !cartOpen,
    init.data
      ? {
          menu: init.data.menuItems,
          isSoldOut: (itemId) => availabilityRef.current.isSoldOut('item', itemId),
          currency: init.data.storeSettings.currency,
        }
      : null,
  );
  useEffect(() => {
    if (init.isError) dropStartPicture();
  }, [init.isError]);

  const openTables = useOpenTables();
  const menu = init.data?.menuItems;
  const currency = init.data?.storeSettings.currency ?? 'USD';
  // Typing stays instant on a big menu: the grid follows a moment later.
  const deferredSearch = useDeferredValue(search);
  const visibleItems = useMemo(
    () => filterMenu(menu ?? [], { search: deferredSearch, category }),
    [menu, deferredSearch, category],
  );
  const serviceChargeRule = useMemo(() => serviceChargeRuleOf(init.data?.serviceCharge), [init.data]);
  const pricing = useMemo(
    () =>
      priceOf(order.cart, {
        rule: serviceChargeRule,
        deliveryType: order.deliveryType,
        guests: order.guests,
      }),
    [order.cart, order.deliveryType, order.guests, serviceChargeRule],
  );
  // A linked customer display shows the guest this cart and its totals as they change.
  useMirrorCartOnDisplay({ lines: order.cart, pricing, currency });
  // The line + and - change from the keyboard: the last one added or touched, else the last.
  const [selectedLineId, setSelectedLineId] = useState<string | null>(null);
  const selectedLine = findLine(order.cart, selectedLineId) ?? order.cart.at(-1) ?? null;
  const itemCount = cartItemCount(order.cart);
  const categoryTitle =
    category === ALL_CATEGORIES
      ? t('all')
      : (init.data?.categories.find((c) => c.id === category)?.title ?? t('all'));

  // The POS from the keyboard: '/' search, + and - on the selected line, K kitchen, P pay, ? help.
  const keyActions = useRef<Record<PosAction, () => void>>(null as never);
  keyActions.current = {
    search: () => {
      searchRef.current?.focus();
      searchRef.current?.select();
    },
    increase: () => selectedLine && updateCart((c) => increaseQuantity(c, selectedLine.lineId)),
    decrease: () => selectedLine && updateCart((c) => decreaseQuantity(c, selectedLine.lineId)),
    kitchen: () => openSummary('kitchen'),
    pay: () => openSummary('pay'),
    help: () => setDialog({ kind: 'shortcuts' }),
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = posActionOf(event, document.querySelector('[role="dialog"]') !== null);
      if (!action) return;
      event.preventDefault();
      keyActions.current[action]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // The menu may change while a cart is open (init refetches on focus): the lines take the new
  // prices, so the screen keeps showing what the server will charge; vanished items say so.
  const orderRef = useRef(order);
  orderRef.current = order;
  const menuSeen = useRef(menu);
  useEffect(() => {
    const previous = menuSeen.current;
    menuSeen.current = menu;
    if (!menu || !previous || previous === menu) return;
    const current = orderRef.current.cart;
    if (current.length === 0) return;
    const { cart, dropped } = refreshFromMenu(current, menu);
    setOrder((o) => (o.cart === current ? { ...o, cart } : o));
    if (dropped.length > 0)
      toast.error(t('noLongerOnMenu', { items: dropped.map((l) => l.item.title).join(', ') }));
  }, [menu, t]);

  const closeDialog = useCallback(() => setDialog(null), []);

  // Items go to the seat and course chosen when they are added (the grid's callback is kept stable).
  const seatRef = useRef(order.seat);
  seatRef.current = order.seat;
  const courseRef = useRef(order.course);
  // Courses are for dining in: a takeaway's items go out together.
  courseRef.current = order.deliveryType === 'dinein' ? (order.course ?? null) : null;
  const addLine = (item: TPosMenuItem, choice: LineChoice = {}) => {
    const seated = { ...choice, seat: seatRef.current, course: courseRef.current };
    try {
      setOrder((o) => ({ ...o, cart: addToCart(o.cart, item, seated) }));
      setSelectedLineId(choiceKey(item, seated));
      acknowledge(item.title);
    } catch (error) {
      toast.error(error instanceof CartError ? t(error.key, error.values) : t('somethingWentWrong'));
    }
  };
  const onAddItem = useCallback(
    (item: TPosMenuItem) => {
      if (availabilityRef.current.isSoldOut('item', item.id)) {
        toast.error(t('itemSoldOut', { name: item.title }));
        return;
      }
      if (item.variants.length > 0 || item.addons.length > 0) setDialog({ kind: 'options', item });
      else {
        const seated = { seat: seatRef.current, course: courseRef.current };
        setOrder((o) => ({ ...o, cart: addToCart(o.cart, item, seated) }));
        setSelectedLineId(choiceKey(item, seated));
        acknowledge(item.title);
      }
    },
    [acknowledge, t],
  );
  const updateCart = (change: (cart: PosOrder['cart']) => PosOrder['cart']) =>
    setOrder((o) => ({ ...o, cart: change(o.cart) }));

  const onNew = () => {
    setOrder((o) => newOrder(o.deliveryType));
    setDialog(null);
  };

  // ------------------------------------------------------------------ drafts
  const onDraft = () => {
    if (order.cart.length === 0) toast.error(t(DRAFT_MESSAGES.emptyCart));
    else setDialog({ kind: 'save-draft' });
  };
  const onSaveDraft = (nameRef: string) => {
    const result = saveDraft(localStorage, { nameRef, cart: order.cart });
    if (!result.ok) return t(result.message);
    setOrder((o) => ({ ...o, cart: [], selectedQrOrderId: null }));
    setDialog(null);
    toast.success(t('draftSaved'));
    return null;
  };
  const openDrafts = () => {
    setDrafts(listDrafts(localStorage));
    setDialog({ kind: 'drafts' });
  };
  const onLoadDraft = (draft: Draft) => {
    const { cart, dropped } = refreshFromMenu(draft.cart, menu ?? []);
    setOrder((o) => ({ ...o, cart, selectedQrOrderId: null }));
    setDialog(null);
    if (dropped.length > 0)
      toast.error(t('noLongerOnMenu', { items: dropped.map((l) => l.item.title).join(', ') }));
    else toast.success(t('draftLoaded', { name: draft.nameRef }));
  };

  // ------------------------------------------------------------------ QR orders
  const onLoadQrOrder = (qrOrder: TQrOrder) => {
    const { order: loaded, missing } = orderFromQrOrder(qrOrder, menu ?? [], order.deliveryType);
    setOrder(loaded);
    setDialog(null);
    if (missing.length > 0) toast.error(t('noLongerOnMenu', { items: missing.join(', ') }));
  };

  // ------------------------------------------------------------------ sending
  const openSummary = (mode: SendMode) => {
    if (order.cart.length === 0) {
      toast.error(t(DRAFT_MESSAGES.emptyCart));
      return;
    }
    // One key per confirmed order: retries of this very order reuse it.
    setDialog({ kind: 'summary', mode, idempotencyKey: newIdempotencyKey() });
    setCartOpen(false);
  };

  /**
   * Every order goes through the offline outbox: written on this device first, then sent. With no
   * connection it stays queued and the staff gets a provisional token; it is sent, once, when the
   * connection returns (see features/offline).
   */
  const onSend = async (mode: SendMode, idempotencyKey: string, paymentTypeId: number | null) => {
    const body = orderBody(order, { paymentTypeId, totals: pricing });
    setSending(true);
    const toastId = toast.loading(t('pleaseWait'));
    try {
      const outcome = await submitOrder({
        kind: mode === 'pay' ? 'create-order-and-invoice' : 'create-order',
        payload: body,
        idempotencyKey,
        shownTotals: {
          itemsTotal: pricing.itemsTotal / 100,
          taxTotal: pricing.taxTotal / 100,
          payableTotal: pricing.payableTotal / 100,
        },
      });
      const fromQr = order.selectedQrOrderId !== null;
      setOrder((o) => newOrder(o.deliveryType));
      if (outcome.state === 'queued') {
        toast(t('orderQueued', { token: outcome.entry.provisionalToken }), {
          id: toastId,
        });
        setDialog({ kind: 'queued', entry: outcome.entry });
        return;
      }
      const result = outcome.response;
      toast.success(result.message, { id: toastId });
      const diff = priceDifference(outcome.entry);
      if (diff !== null) {
        toast.error(
          t('pricesChanged', {
            charged: result.serverTotals?.payableTotal.toFixed(2) ?? '',
            shown: (pricing.payableTotal / 100).toFixed(2),
          }),
          { duration: 10_000 },
        );
        void init.refetch();
      }
      if (fromQr) void refreshQrOrders(queryClient);
      // A hint for spec clients; the server has already told every screen of this tenant.
      getSocket().emit('new_order_backend', {
        tokenNo: result.tokenNo,
        orderId: result.orderId,
        tenantId: getSessionUser()?.tenantId,
      });
      const printed = init.data?.printSettings.isEnablePrint && openPrintPopup(receiptLink([result.orderId]));
      setDialog(printed ? null : { kind: 'sent', tokenNo: result.tokenNo, orderId: result.orderId });
    } catch (error) {
      // The server refused the order: its message, and the cart kept for another try.
      toast.error(errorMessage(error, t('somethingWentWrong')), { id: toastId });
      // Back to the cart, which is what needs changing.
      setDialog(null);
      if (phoneRef.current) setCartOpen(true);
    } finally {
      setSending(false);
    }
  };

  // The same element until what the grid shows changes: a tap on a dish changes the cart, and the
  // page's redraw then leaves the grid as it is (issue 27 §1: the tap's answer is that much sooner).
  const highlightFirst = deferredSearch.trim() !== '';
  const itemGrid = useMemo(
    () => (
      <ItemGrid
        items={visibleItems}
        currency={currency}
        availability={availability}
        onAdd={onAddItem}
        highlightFirst={highlightFirst}
        onLeaveTop={() => searchRef.current?.focus()}
      />
    ),
    [visibleItems, currency, availability, onAddItem, highlightFirst],
  );

  if (init.isPending) return <LoadingState className="min-h-[60dvh]" />;
  if (init.isError) return <ErrorState message={t('loadError')} onRetry={() => init.refetch()} />;

  const { storeTables, categories, paymentTypes } = init.data;
  const floors = [...new Set(storeTables.map((t) => t.floor))];
  const qrOrdersCount = qrCount.data?.totalQROrders ?? 0;
  const notesLine = dialog?.kind === 'notes' ? order.cart.find((l) => l.lineId === dialog.lineId) : undefined;

  const searchBox = (
    <div className="relative flex-1">
      <Search className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-stone-500" />
      <input
        ref={searchRef}
        type="search"
        aria-label={t('searchItem')}
        placeholder={t('searchItem')}
        className="h-10 w-full rounded-lg border border-stone-300 bg-white ps-9 pe-9 text-sm phone:h-11 phone:text-base shadow-xs placeholder:text-stone-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            // Leaves the search (its text stays): the keys are the POS's shortcuts again.
            e.currentTarget.blur();
            return;
          }
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            focusMenuItem(0);
            return;
          }
          if (e.key !== 'Enter') return;
          e.preventDefault();
          // Enter adds the first item found, the highlighted one (read now, not the deferred list).
          const matches = filterMenu(menu ?? [], { search, category });
          if (search.trim() && matches.length > 0) onAddItem(matches[0]);
        }}
      />
      {search ? null : (
        <kbd className="pointer-events-none absolute end-3 top-1/2 hidden -translate-y-1/2 rounded border border-stone-200 bg-stone-50 px-1.5 text-[11px] text-stone-500 sm:block">
          /
        </kbd>
      )}
    </div>
  );
  const orderFields = (
    <>
      <CustomerPicker
        customer={order.customer}
        onChange={(customer) => setOrder((o) => ({ ...o, customer }))}
        onCreateNew={(typed) => setDialog({ kind: 'add-customer', typed })}
      />
      <div className="grid grid-cols-2 gap-2">
        <label className="block text-xs font-medium text-stone-500" htmlFor={`${ids}-dining`}>
          {t('diningOption')}
          <Select
            id={`${ids}-dining`}
            className="mt-1 h-9"
            value={order.deliveryType}
            onChange={(e) => setOrder((o) => ({ ...o, deliveryType: e.target.value as TDeliveryType }))}
          >
            {DINING_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {t(option.labelKey)}
              </option>
            ))}
          </Select>
        </label>
        <label className="block text-xs font-medium text-stone-500" htmlFor={`${ids}-table`}>
          {t('table')}
          <Select
            id={`${ids}-table`}
            className="mt-1 h-9"
            value={order.tableId ?? ''}
            onChange={(e) =>
              setOrder((o) => ({ ...o, tableId: e.target.value ? Number(e.target.value) : null }))
            }
          >
            <option value="">{t('noTable')}</option>
            {floors.map((floor) => (
              <optgroup key={floor} label={floor}>
                {storeTables
                  .filter((t) => t.floor === floor)
                  .map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.table_title}
                    </option>
                  ))}
              </optgroup>
            ))}
          </Select>
        </label>
      </div>
      <div className="flex items-center gap-2">
        <label className="text-xs font-medium text-stone-500" htmlFor={`${ids}-guests`}>
          {t('guests')}
        </label>
        <Input
          id={`${ids}-guests`}
          className="h-9 w-20"
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          placeholder="–"
          aria-describedby={serviceChargeRule ? `${ids}-guests-hint` : undefined}
          value={order.guests ?? ''}
          onChange={(e) =>
            setOrder((o) => {
              const guests = guestsOf(e.target.value);
              // A seat beyond the party (or with no party) goes back to the table.
              const seat = guests !== null && o.seat !== null && o.seat <= guests ? o.seat : null;
              return { ...o, guests, seat };
            })
          }
        />
        {serviceChargeRule ? (
          <span id={`${ids}-guests-hint`} className="text-xs text-stone-500">
            {serviceChargeHint(serviceChargeRule, t, format.number)}
          </span>
        ) : null}
      </div>
      <TableDue
        table={openTables.data?.find((t) => t.table_id === order.tableId) ?? null}
        currency={currency}
      />
      {order.guests !== null && order.guests > 1 ? (
        <SeatPicker
          guests={order.guests}
          seat={order.seat}
          onChange={(seat) => setOrder((o) => ({ ...o, seat }))}
        />
      ) : null}
      {order.deliveryType === 'dinein' ? (
        <CoursePicker
          course={order.course ?? null}
          onChange={(course) => setOrder((o) => ({ ...o, course }))}
        />
      ) : null}
      {order.selectedQrOrderId !== null ? (
        <p className="text-xs font-medium text-brand-800">
          {t('fromQrOrder', { id: order.selectedQrOrderId })}
        </p>
      ) : null}
    </>
  );
  const cartLines = (
    <CartLines
      selectedLineId={selectedLine?.lineId ?? null}
      onSelect={(line) => setSelectedLineId(line.lineId)}
      cart={order.cart}
      pricing={pricing}
      currency={currency}
      onDecrease={(line) => updateCart((c) => decreaseQuantity(c, line.lineId))}
      onIncrease={(line) => updateCart((c) => increaseQuantity(c, line.lineId))}
      onNotes={(line: CartLine) => setDialog({ kind: 'notes', lineId: line.lineId })}
      onRemove={(line) => updateCart((c) => removeLine(c, line.lineId))}
    />
  );
  const dialogs = (
    <>
      {dialog?.kind === 'options' ? (
        <ItemOptionsDialog
          item={dialog.item}
          currency={currency}
          availability={availability}
          onClose={closeDialog}
          onAdd={(choice) => {
            addLine(dialog.item, choice);
            setDialog(null);
          }}
        />
      ) : null}
      {notesLine ? (
        <NotesDialog
          line={notesLine}
          onClose={closeDialog}
          onSave={(notes) => {
            try {
              updateCart((c) => setLineNotes(c, notesLine.lineId, notes));
              setDialog(null);
            } catch (error) {
              toast.error(error instanceof CartError ? t(error.key, error.values) : t('somethingWentWrong'));
            }
          }}
        />
      ) : null}
      {dialog?.kind === 'filters' ? (
        <FiltersDialog
          categories={categories}
          value={category}
          onClose={closeDialog}
          onApply={(next) => {
            setCategory(next);
            setDialog(null);
          }}
        />
      ) : null}
      {dialog?.kind === 'save-draft' ? <SaveDraftDialog onSave={onSaveDraft} onClose={closeDialog} /> : null}
      {dialog?.kind === 'drafts' ? (
        <DraftsListDialog
          drafts={drafts}
          onClose={closeDialog}
          onLoad={onLoadDraft}
          onDelete={(draft) => setDrafts(deleteDraft(localStorage, draft.id))}
          onClearAll={() => {
            clearDrafts(localStorage);
            setDrafts([]);
          }}
        />
      ) : null}
      {dialog?.kind === 'qr-orders' ? (
        <QrOrdersDialog selectedId={order.selectedQrOrderId} onLoad={onLoadQrOrder} onClose={closeDialog} />
      ) : null}
      {dialog?.kind === 'add-customer' ? (
        <AddCustomerDialog
          initial={/^[\d\s+()-]+$/.test(dialog.typed) ? { phone: dialog.typed } : { name: dialog.typed }}
          onClose={closeDialog}
          onAdded={(customer) => {
            setOrder((o) => ({ ...o, customer }));
            setDialog(null);
          }}
        />
      ) : null}
      {dialog?.kind === 'summary' ? (
        <OrderSummaryDialog
          mode={dialog.mode}
          totals={pricing}
          itemCount={itemCount}
          currency={currency}
          paymentTypes={paymentTypes}
          busy={sending}
          onClose={closeDialog}
          onConfirm={(paymentTypeId) => onSend(dialog.mode, dialog.idempotencyKey, paymentTypeId)}
        />
      ) : null}
      {dialog?.kind === 'sent' ? (
        <OrderSentDialog
          tokenNo={dialog.tokenNo}
          orderId={dialog.orderId}
          onClose={closeDialog}
          onPrintToken={() => {
            if (!openPrintPopup(tokenLink(dialog.tokenNo, dialog.orderId))) toast.error(t('allowPopups'));
          }}
        />
      ) : null}
      {dialog?.kind === 'shortcuts' ? <ShortcutsDialog onClose={closeDialog} /> : null}
      {dialog?.kind === 'stock' ? (
        <StockDialog menu={init.data.menuItems} availability={availability} onClose={closeDialog} />
      ) : null}
      {dialog?.kind === 'queued' ? (
        <QueuedOrderDialog
          entry={dialog.entry}
          onClose={closeDialog}
          onPrintToken={(tokenNo, orderId) => {
            if (!openPrintPopup(tokenLink(tokenNo, orderId))) toast.error(t('allowPopups'));
          }}
        />
      ) : null}
    </>
  );

  const tableTitle = storeTables.find((t) => t.id === order.tableId)?.table_title ?? null;
  const totalsAndActions = (
    <>
      <TotalsList totals={pricing} currency={currency} className="space-y-1" />
      <div className="grid grid-cols-[auto_1fr] gap-2">
        <Button variant="outline" className="phone:h-12" onClick={onDraft}>
          {t('draft')}
        </Button>
        <Button className="phone:h-12" onClick={() => openSummary('kitchen')}>
          {t('sendToKitchen')}
        </Button>
        <Button variant="success" className="col-span-2 phone:h-12" onClick={() => openSummary('pay')}>
          {t('createReceiptPay')}
        </Button>
      </div>
    </>
  );

  // The phone (issue 29 §1): header actions in one menu, the table the order is for, search and
  // categories at the top, the menu filling the screen, and the cart as a bar and a bottom sheet.
  if (phone)
    return (
      <div className="flex h-[calc(100dvh-3.5rem-2rem-4.5rem)] min-h-96 flex-col gap-2">
        <LiveAnnouncer announcer={announcer} />
        {/* As high as its menu button from the first frame, which a suspended menu draws a moment
            later: the grid below is measured in that frame (use-fixed-rows.ts). */}
        <div className="flex min-h-11 items-center justify-between gap-2">
          <h1 className="text-lg font-semibold tracking-tight text-stone-900">{t('title')}</h1>
          <PhoneMoreMenu
            qrOrdersCount={qrOrdersCount}
            soldOutCount={availability.size}
            onNew={onNew}
            onQrOrders={() => setDialog({ kind: 'qr-orders' })}
            onDrafts={openDrafts}
            onSoldOut={() => setDialog({ kind: 'stock' })}
          />
        </div>
        <div className="flex items-center gap-2">
          <Link
            to="/dashboard/floor"
            className="inline-flex h-11 shrink-0 items-center gap-1.5 rounded-lg border border-stone-300 bg-white px-3 text-sm font-medium text-stone-800"
          >
            <LayoutGrid className="h-4 w-4" aria-hidden />
            {t('tables')}
          </Link>
          <button
            type="button"
            onClick={() => setCartOpen(true)}
            className="flex h-11 min-w-0 flex-1 items-center rounded-lg bg-white px-3 text-start text-sm ring-1 ring-stone-200 ring-inset"
            data-testid="phone-order-for"
          >
            <span className="truncate">
              {order.deliveryType !== 'dinein' ? (
                t(DINING_OPTIONS.find((d) => d.value === order.deliveryType)?.labelKey ?? 'dineIn')
              ) : tableTitle ? (
                <OrderFor text={t('orderFor', { table: TABLE_MARK })} table={tableTitle} />
              ) : (
                t('noTableChosen')
              )}
            </span>
          </button>
        </div>
        <Suspense fallback={null}>
          <LowStockAlert />
        </Suspense>
        <TableDue
          table={openTables.data?.find((t) => t.table_id === order.tableId) ?? null}
          currency={currency}
        />
        <div className="flex">{searchBox}</div>
        <CategoryStrip categories={categories} value={category} onChange={setCategory} />
        <section aria-label={t('menu')} className="flex min-h-0 flex-1 flex-col">
          {itemGrid}
        </section>
        <CartBar
          count={itemCount}
          payableTotal={pricing.payableTotal}
          currency={currency}
          added={added}
          expanded={cartOpen}
          onOpen={() => setCartOpen(true)}
        />
        <Dialog
          open={cartOpen}
          onOpenChange={setCartOpen}
          variant="sheet"
          title={t('cart')}
          description={[tableTitle, t('itemsCount', { count: itemCount })].filter(Boolean).join(' · ')}
          footer={<div className="w-full space-y-3">{totalsAndActions}</div>}
        >
          <section aria-label={t('order')} className="flex flex-col gap-3">
            {cartLines}
            <details className="rounded-xl border border-stone-200 p-3 open:space-y-2">
              <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-stone-800">
                {t('orderDetails')}
              </summary>
              {orderFields}
            </details>
          </section>
        </Dialog>
        {dialogs}
      </div>
    );

  return (
    <div className="flex flex-col gap-3 md:h-[calc(100dvh-3.5rem-3rem)] md:min-h-[34rem]">
      <LiveAnnouncer announcer={announcer} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold tracking-tight text-stone-900 xl:text-2xl">{t('title')}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="outline" size="sm" onClick={onNew}>
            <FilePlus2 className="h-4 w-4" aria-hidden />
            {t('new')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="relative"
            onClick={() => setDialog({ kind: 'qr-orders' })}
          >
            <QrCode className="h-4 w-4" aria-hidden />
            {t('qrMenuOrders')}
            {qrOrdersCount > 0 ? (
              <span
                className="absolute -end-2 -top-2 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-semibold text-white tabular-nums"
                data-testid="qr-orders-count"
              >
                {qrOrdersCount}
                <span className="sr-only"> {t('waiting')}</span>
              </span>
            ) : null}
          </Button>
          <Button variant="outline" size="sm" onClick={openDrafts}>
            <FolderOpen className="h-4 w-4" aria-hidden />
            {t('draftsList')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => setDialog({ kind: 'stock' })}
            aria-label={
              availability.size > 0
                ? t('soldOutAndCountsCount', { count: availability.size })
                : t('soldOutAndCounts')
            }
          >
            <Ban className="h-4 w-4" aria-hidden />
            {t('soldOut')}
            {availability.size > 0 ? (
              <span className="rounded-full bg-stone-200 px-1.5 text-[11px] font-semibold tabular-nums">
                {availability.size}
              </span>
            ) : null}
          </Button>
          <CustomerDisplayButton />
          <Link
            to="/dashboard/orders"
            className="inline-flex h-8 items-center gap-1.5 rounded-lg border border-stone-300 bg-white px-3 text-sm font-medium text-stone-800 shadow-xs hover:bg-stone-50"
          >
            <ClipboardList className="h-4 w-4" aria-hidden />
            {t('tableOrders')}
          </Link>
          <Button
            size="sm"
            variant="outline"
            aria-keyshortcuts="?"
            onClick={() => setDialog({ kind: 'shortcuts' })}
          >
            <Keyboard className="h-4 w-4" aria-hidden />
            {t('shortcuts')}
          </Button>
        </div>
      </div>

      <Suspense fallback={null}>
        <LowStockAlert />
      </Suspense>
      <div className="grid min-h-0 flex-1 gap-3 md:grid-cols-[minmax(0,7fr)_minmax(19rem,3fr)]">
        <section
          aria-label={t('menu')}
          className="flex h-[70dvh] min-h-0 flex-col gap-3 rounded-2xl border border-stone-200 bg-stone-100/60 p-3 md:h-auto"
        >
          <div className="flex gap-2">
            <Button
              variant="outline"
              className="max-w-[40%]"
              onClick={() => setDialog({ kind: 'filters' })}
              aria-label={t('filtersOf', { category: categoryTitle })}
            >
              <ListFilter className="h-4 w-4" aria-hidden />
              <span className="truncate">{categoryTitle}</span>
            </Button>
            {searchBox}
          </div>
          {itemGrid}
        </section>

        <section
          aria-label={t('order')}
          className="flex min-h-[28rem] flex-col rounded-2xl border border-stone-200 bg-white md:min-h-0"
        >
          <div className="space-y-2 border-b border-stone-100 p-3">{orderFields}</div>

          <div className="flex min-h-0 flex-1 flex-col px-3">{cartLines}</div>

          <div className="space-y-3 border-t border-stone-100 p-3">{totalsAndActions}</div>
        </section>
      </div>

      {dialogs}
    </div>
  );
}

/** A value no table title holds: where the table's name goes in "Order for {table}". */
const TABLE_MARK = '\u2063';

/** "Order for <strong>T4</strong>", in the language's own word order. */
function OrderFor({ text, table }: { text: string; table: string }) {
  const [before, after = ''] = text.split(TABLE_MARK);
  return (
    <>
      {before}
      <strong className="font-semibold">{table}</strong>
      {after}
    </>
  );
}
