import { serviceChargeRuleOf } from '@mise/domain';
import { ArrowLeft, ImageOff, Minus, NotebookPen, Plus, ShoppingBag, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { placeQrOrder, useQrMenu } from './api/qrmenu-api';
import { cartTotals } from './cart-totals';
import { ContinueAsSheet, type QrCheckoutCustomer } from './continue-as-sheet';
import { usePrice } from './menu-format';
import { MenuLoadError, MenuLoading } from './menu-load-error';
import { NotesSheet } from './notes-sheet';
import { orderErrorMessage } from './order-failed-page';
import {
  changeQuantity,
  checkoutKey,
  clearCart,
  getQrCart,
  openCartFor,
  type QrCartLine,
  reconcileWithMenu,
  removeLine,
  setLineNotes,
  useQrCart,
} from './qr-cart-store';
import { useLocalizedMenu } from './qr-language';
import { menuPath as menuPathOf, QrLink, qrNavigate, useArrivalFocus } from './qr-router';
import { useFocusClearOfBars } from './use-focus-clear-of-bars';

/** What the order pages need to lead the diner back (router state of /m/order-success and -failed). */
export interface QrOrderOutcomeState {
  qrcode: string;
  message?: string;
}

/** The diner's cart at /m/{qrcode}/cart (spec 2 sections 2.15, 4 and 5). */
export function QrCartPage({ qrcode }: { qrcode: string }) {
  // Opening a cart URL of another store than the stored cart's starts that store's cart.
  if (getQrCart().qrcode !== qrcode) openCartFor(qrcode, null);
  const cart = useQrCart();
  const menu = useQrMenu(qrcode, cart.tableRef);
  const data = useLocalizedMenu(menu.data);
  const { t, i18n } = useTranslation('qrmenu');
  const price = usePrice();
  const [notesLine, setNotesLine] = useState<QrCartLine | null>(null);
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  const [placing, setPlacing] = useState(false);
  const [header, headerRef] = useState<HTMLElement | null>(null);
  const [checkoutBar, checkoutBarRef] = useState<HTMLElement | null>(null);
  useFocusClearOfBars(header, checkoutBar);
  const heading = useRef<HTMLHeadingElement>(null);
  useArrivalFocus(heading, Boolean(menu.data));

  // Prices, titles (in the diner's language) and availability as the menu stands now; the server
  // prices and names the order itself, in the store's language, whatever the lines say.
  useEffect(() => {
    if (data) reconcileWithMenu(data.menuItems);
  }, [data]);

  if (menu.status === 'pending') return <MenuLoading />;
  if (menu.status === 'error' || !menu.data || !data)
    return <MenuLoadError error={menu.error} onRetry={() => menu.refetch()} />;

  const { storeSettings: store, storeTable } = data;
  const currency = store.currency;
  const canOrder = store.is_qr_order_enabled;
  const totals = cartTotals(cart.lines, {
    rule: serviceChargeRuleOf(data.serviceCharge),
    atTable: storeTable !== null,
  });
  const menuPath = menuPathOf(qrcode);

  async function placeOrder(customer: QrCheckoutCustomer) {
    setPlacing(true);
    const current = getQrCart();
    try {
      await placeQrOrder(
        qrcode,
        {
          deliveryType: null,
          cartItems: current.lines.map((l) => ({
            id: l.id,
            title: l.title,
            quantity: l.quantity,
            notes: l.notes,
            price: l.price,
            variant_id: l.variant_id,
            variant: l.variant,
            addons_ids: l.addons_ids,
            addons: l.addons,
            tax_id: l.tax_id,
            tax_rate: l.tax_rate,
            tax_title: l.tax_title,
            tax_type: l.tax_type,
            category_id: l.category_id,
            category_title: l.category_title,
            image: l.image,
          })),
          customerType: customer.type,
          customer:
            customer.type === 'CUSTOMER'
              ? { name: customer.name, phone: customer.phone }
              : { name: 'Guest', phone: '' },
          tableId: current.tableRef,
        },
        checkoutKey(),
      );
      clearCart();
      qrNavigate('/m/order-success', { replace: true, state: { qrcode } satisfies QrOrderOutcomeState });
    } catch (error) {
      qrNavigate('/m/order-failed', {
        state: { qrcode, message: orderErrorMessage(error, t, i18n.language) } satisfies QrOrderOutcomeState,
      });
    } finally {
      setPlacing(false);
    }
  }

  return (
    <div className="mx-auto min-h-dvh max-w-md bg-stone-50 pb-32">
      <header
        ref={headerRef}
        className="sticky top-0 z-20 flex items-center gap-2 bg-stone-50/95 px-2 py-2 backdrop-blur"
      >
        <QrLink
          to={menuPath}
          className="rounded-full p-3 text-stone-700 hover:bg-stone-100"
          aria-label={t('backToMenu')}
        >
          <ArrowLeft className="h-5 w-5" aria-hidden />
        </QrLink>
        <div className="min-w-0">
          <h1 ref={heading} tabIndex={-1} className="text-lg font-semibold text-stone-900 focus:outline-none">
            {t('cart')}
          </h1>
          <p className="text-xs break-words text-stone-500">
            {store.store_name}
            {storeTable
              ? ` · ${
                  storeTable.floor && storeTable.floor !== '-'
                    ? t('tableOnFloor', { table: storeTable.table_title, floor: storeTable.floor })
                    : t('table', { table: storeTable.table_title })
                }`
              : ''}
          </p>
        </div>
      </header>

      {cart.lines.length === 0 ? (
        <div className="flex flex-col items-center gap-3 px-6 py-20 text-center">
          <div className="flex h-16 w-16 items-center justify-center rounded-full bg-stone-100 text-stone-500">
            <ShoppingBag className="h-8 w-8" aria-hidden />
          </div>
          <p className="text-base font-medium text-stone-700">{t('emptyCart')}</p>
          <QrLink
            to={menuPath}
            className="mt-1 flex h-11 items-center rounded-2xl bg-brand-700 px-5 text-sm font-semibold text-white"
          >
            {t('browseMenu')}
          </QrLink>
        </div>
      ) : (
        <>
          {!canOrder ? (
            <p role="alert" className="mx-4 mb-3 rounded-2xl bg-amber-50 p-3 text-sm text-amber-800">
              {t('orderingOff')}
            </p>
          ) : null}
          <ul className="space-y-3 px-4">
            {cart.lines.map((line, index) => (
              <li key={line.key} className="rounded-2xl border border-stone-200 bg-white p-3 shadow-xs">
                {/* At large text the words go under the picture and the price under the words. */}
                <div className="flex flex-wrap gap-3">
                  {line.image ? (
                    <img
                      src={line.image}
                      alt=""
                      width={56}
                      height={56}
                      loading="lazy"
                      className="size-[56px] shrink-0 rounded-xl bg-stone-100 object-cover"
                    />
                  ) : (
                    <div className="flex size-[56px] shrink-0 items-center justify-center rounded-xl bg-stone-100 text-stone-300">
                      <ImageOff className="size-[20px]" aria-hidden />
                    </div>
                  )}
                  <div className="min-w-[6rem] flex-1">
                    <p className="font-medium break-words text-stone-900">{line.title}</p>
                    <p className="text-xs text-stone-500">
                      {[
                        line.variant,
                        line.addons.length ? t('addonCount', { count: line.addons.length }) : null,
                      ]
                        .filter(Boolean)
                        .join(' · ') || price(line.price, currency)}
                    </p>
                    {line.notes ? <p className="mt-1 text-xs text-stone-600 italic">“{line.notes}”</p> : null}
                  </div>
                  <p className="ms-auto shrink-0 font-semibold text-stone-900">
                    {price(totals.lineTotals[index] / 100, currency)}
                  </p>
                </div>
                <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
                  <div className="flex items-center gap-1">
                    <button
                      type="button"
                      onClick={() => setNotesLine(line)}
                      className="flex h-10 items-center gap-1 rounded-xl px-2 text-sm text-stone-600 hover:bg-stone-100"
                    >
                      <NotebookPen className="h-4 w-4" aria-hidden /> {t('notes')}
                    </button>
                    <button
                      type="button"
                      onClick={() => removeLine(line.key)}
                      className="flex h-10 w-10 items-center justify-center rounded-xl text-stone-500 hover:bg-stone-100"
                      aria-label={t('removeItem', { title: line.title })}
                    >
                      <Trash2 className="h-4 w-4" aria-hidden />
                    </button>
                  </div>
                  <div className="ms-auto flex items-center rounded-xl border border-brand-600 bg-brand-50 text-brand-800">
                    <button
                      type="button"
                      onClick={() => changeQuantity(line.key, -1)}
                      className="flex h-10 w-10 items-center justify-center"
                      aria-label={t('decreaseItem', { title: line.title })}
                    >
                      <Minus className="h-4 w-4" aria-hidden />
                    </button>
                    <span className="min-w-7 text-center text-sm font-semibold" aria-live="polite">
                      {line.quantity}
                    </span>
                    <button
                      type="button"
                      onClick={() => changeQuantity(line.key, 1)}
                      className="flex h-10 w-10 items-center justify-center"
                      aria-label={t('increaseItem', { title: line.title })}
                    >
                      <Plus className="h-4 w-4" aria-hidden />
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ul>

          <section
            className="mx-4 mt-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-xs"
            aria-label={t('orderSummary')}
          >
            <h2 className="mb-2 text-sm font-semibold text-stone-900">{t('orderSummary')}</h2>
            <dl className="space-y-1.5 text-sm">
              <div className="flex flex-wrap justify-between gap-x-3 text-stone-600">
                <dt>{t('itemsTotal')}</dt>
                <dd>{price(totals.itemsTotal / 100, currency)}</dd>
              </div>
              {totals.serviceChargeTotal > 0 ? (
                <div className="flex flex-wrap justify-between gap-x-3 text-stone-600">
                  <dt>{t('serviceCharge')}</dt>
                  <dd data-testid="service-charge">{price(totals.serviceChargeTotal / 100, currency)}</dd>
                </div>
              ) : null}
              <div className="flex flex-wrap justify-between gap-x-3 text-stone-600">
                <dt>{t('taxTotal')}</dt>
                <dd>{price(totals.taxTotal / 100, currency)}</dd>
              </div>
              <div className="flex flex-wrap justify-between gap-x-3 border-t border-stone-100 pt-2 text-base font-semibold text-stone-900">
                <dt>{t('payableTotal')}</dt>
                <dd data-testid="payable-total">{price(totals.payableTotal / 100, currency)}</dd>
              </div>
            </dl>
          </section>

          {canOrder ? (
            <div
              ref={checkoutBarRef}
              className="fixed inset-x-0 bottom-0 z-30 mx-auto max-w-md px-4 pb-[max(1rem,env(safe-area-inset-bottom))]"
            >
              <button
                type="button"
                onClick={() => setCheckoutOpen(true)}
                className="flex min-h-14 w-full flex-wrap items-center justify-between gap-x-3 rounded-2xl bg-brand-700 px-5 py-2 text-white shadow-lg active:bg-brand-800"
              >
                <span className="text-sm font-medium">{price(totals.payableTotal / 100, currency)}</span>
                <span className="text-base font-semibold">{t('checkout')}</span>
              </button>
            </div>
          ) : null}
        </>
      )}

      <NotesSheet
        line={notesLine}
        onClose={() => setNotesLine(null)}
        onSave={(key, notes) => {
          setLineNotes(key, notes);
          setNotesLine(null);
        }}
      />
      <ContinueAsSheet
        open={checkoutOpen}
        onOpenChange={setCheckoutOpen}
        placing={placing}
        onPlaceOrder={placeOrder}
      />
    </div>
  );
}
