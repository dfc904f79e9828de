import type { TAvailabilityKind, TQrMenuItem } from '@mise/contracts';
import { Info, Search, ShoppingBag, X } from 'lucide-react';
import { startTransition, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from '../../i18n/use-translation';
import { useQrMenu } from './api/qrmenu-api';
import { ItemDetailSheet } from './item-detail-sheet';
import { isCustomisable, usePrice } from './menu-format';
import { MenuItemCard } from './menu-item-card';
import { MenuLoadError, MenuLoading } from './menu-load-error';
import { addToCart, itemCount, openCartFor, useQrCart } from './qr-cart-store';
import { LanguageSwitcher, useLocalizedMenu } from './qr-language';
import { cartPath, QrLink, useArrivalFocus } from './qr-router';
import { StoreDetailsSheet } from './store-details-sheet';
import { useFocusClearOfBars } from './use-focus-clear-of-bars';

/** Enough cards to fill a tall phone screen before the rest of the menu is built. */
const FIRST_SCREEN_ITEMS = 12;

/** The diner's menu at /m/{qrcode}, optionally ?table={signed table reference} (spec 2 section 2.14). */
export function QrMenuPage({ qrcode, tableRef }: { qrcode: string; tableRef: string | null }) {
  const menu = useQrMenu(qrcode, tableRef);
  const { t } = useTranslation('qrmenu');
  const price = usePrice();
  // The names in the diner's language: the list, search, the dish sheet and the cart all use them.
  const data = useLocalizedMenu(menu.data);
  const cart = useQrCart();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [categoryId, setCategoryId] = useState<number | 'all'>('all');
  const [openItem, setOpenItem] = useState<TQrMenuItem | null>(null);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [header, headerRef] = useState<HTMLElement | null>(null);
  const [cartBar, cartBarRef] = useState<HTMLElement | null>(null);
  useFocusClearOfBars(header, cartBar);
  const heading = useRef<HTMLHeadingElement>(null);
  useArrivalFocus(heading, Boolean(menu.data));

  useEffect(() => {
    openCartFor(qrcode, tableRef);
  }, [qrcode, tableRef]);

  // A long menu paints its first screen first and the rest right after, so a slow phone shows
  // dishes (and their ADD buttons) without waiting for two hundred cards to be built.
  const [isFullyRendered, setFullyRendered] = useState(false);
  const hasData = Boolean(menu.data);
  useEffect(() => {
    if (!hasData || isFullyRendered) return;
    const frame = requestAnimationFrame(() => {
      setTimeout(() => startTransition(() => setFullyRendered(true)), 0);
    });
    return () => cancelAnimationFrame(frame);
  }, [hasData, isFullyRendered]);

  const canOrder = Boolean(data?.storeSettings.is_qr_order_enabled);
  const currency = data?.storeSettings.currency ?? 'USD';
  // 86: dishes and options the restaurant ran out of stay listed, without ADD.
  const isSoldOut = useMemo(() => {
    const keys = new Set((data?.soldOut ?? []).map((s) => `${s.kind}:${s.id}`));
    return (kind: TAvailabilityKind, id: number) => keys.has(`${kind}:${id}`);
  }, [data]);

  const visibleItems = useMemo(() => {
    if (!data) return [];
    const needle = deferredSearch.trim().toLowerCase();
    return data.menuItems.filter(
      (item) =>
        (categoryId === 'all' || item.category_id === categoryId) &&
        (!needle || item.title.toLowerCase().includes(needle)),
    );
  }, [data, deferredSearch, categoryId]);

  const quantities = useMemo(() => {
    const map = new Map<number, number>();
    if (cart.qrcode === qrcode) for (const l of cart.lines) map.set(l.id, (map.get(l.id) ?? 0) + l.quantity);
    return map;
  }, [cart, qrcode]);

  const add = useCallback(
    (item: TQrMenuItem) => {
      if (isCustomisable(item)) {
        setOpenItem(item);
        return;
      }
      addToCart(item, null, []);
      toast.success(t('addedToCart', { title: item.title }), { id: 'qr-added' });
    },
    [t],
  );

  const addChosen = useCallback(
    (item: TQrMenuItem, variantId: number | null, addonIds: number[]) => {
      addToCart(item, variantId, addonIds);
      setOpenItem(null);
      toast.success(t('addedToCart', { title: item.title }), { id: 'qr-added' });
    },
    [t],
  );

  if (menu.status === 'pending') return <MenuLoading />;
  if (menu.status === 'error' || !data)
    return <MenuLoadError error={menu.error} onRetry={() => menu.refetch()} />;

  const store = data.storeSettings;
  const count = cart.qrcode === qrcode ? itemCount(cart) : 0;
  const menuUrl = `${window.location.origin}/m/${encodeURIComponent(qrcode)}`;

  return (
    <div className="mx-auto min-h-dvh max-w-md bg-stone-50 pb-28">
      <header ref={headerRef} className="sticky top-0 z-20 bg-stone-50/95 px-4 pt-3 pb-2 backdrop-blur">
        <label className="relative block">
          <span className="sr-only">{t('searchItem')}</span>
          <Search
            className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-stone-500"
            aria-hidden
          />
          <input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('searchItem')}
            className={`h-11 w-full rounded-2xl border border-stone-200 bg-white ps-9 text-base shadow-xs focus:border-brand-600 ${search ? 'pe-9' : 'pe-3'}`}
          />
          {search ? (
            <button
              type="button"
              onClick={() => setSearch('')}
              className="absolute end-2 top-1/2 -translate-y-1/2 rounded-full p-1 text-stone-500"
              aria-label={t('clearSearch')}
            >
              <X className="h-4 w-4" aria-hidden />
            </button>
          ) : null}
        </label>
        <nav
          aria-label={t('categories')}
          className="-mx-4 mt-2 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none]"
        >
          {[{ id: 'all' as const, title: t('allCategories') }, ...data.categories].map((c) => {
            const active = categoryId === c.id;
            return (
              <button
                key={c.id}
                type="button"
                aria-pressed={active}
                onClick={() => setCategoryId(c.id)}
                className={`h-9 shrink-0 rounded-full px-4 text-sm font-medium ${
                  active ? 'bg-stone-900 text-white' : 'border border-stone-200 bg-white text-stone-700'
                }`}
              >
                {c.title}
              </button>
            );
          })}
        </nav>
      </header>

      <section className="mx-4 mt-1 rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 p-5 text-white shadow-md">
        {/* At large text the details button moves under the store's name rather than split it. */}
        <div className="flex flex-wrap items-start gap-3">
          {store.image ? (
            <img
              src={store.image}
              alt=""
              width={48}
              height={48}
              className="h-12 w-12 shrink-0 rounded-2xl bg-white/20 object-cover"
            />
          ) : null}
          <h1
            ref={heading}
            tabIndex={-1}
            className="min-w-[7rem] flex-1 self-center text-xl font-semibold break-words focus:outline-none"
          >
            {store.store_name}
          </h1>
          {/* Beside the store's name rather than the search: at large text both would not fit a row. */}
          <button
            type="button"
            onClick={() => setDetailsOpen(true)}
            className="-m-1 ms-auto flex h-11 w-11 shrink-0 items-center justify-center rounded-2xl bg-white/15 text-white focus-visible:outline-white"
            aria-label={t('storeDetails')}
          >
            <Info className="h-5 w-5" aria-hidden />
          </button>
        </div>
        {store.address ? <p className="mt-1 text-sm text-white/85">{store.address}</p> : null}
        <p className="mt-1 text-sm break-all text-white/85">
          {[store.phone, store.email].filter(Boolean).join(' · ')}
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <LanguageSwitcher />
          {data.storeTable ? (
            <p className="inline-flex rounded-full bg-white/15 px-3 py-1 text-xs font-medium">
              {data.storeTable.floor && data.storeTable.floor !== '-'
                ? t('tableOnFloor', { table: data.storeTable.table_title, floor: data.storeTable.floor })
                : t('table', { table: data.storeTable.table_title })}
            </p>
          ) : null}
        </div>
      </section>

      <main className="px-4 pt-4">
        {visibleItems.length === 0 ? (
          <p className="py-12 text-center text-sm text-stone-500">{t('noResult')}</p>
        ) : (
          <ul className="space-y-3">
            {(isFullyRendered ? visibleItems : visibleItems.slice(0, FIRST_SCREEN_ITEMS)).map((item) => (
              <MenuItemCard
                key={item.id}
                item={item}
                currency={currency}
                canOrder={canOrder}
                soldOut={isSoldOut('item', item.id)}
                quantityInCart={quantities.get(item.id) ?? 0}
                onOpen={setOpenItem}
                onAdd={add}
              />
            ))}
          </ul>
        )}
      </main>

      {canOrder && count > 0 ? (
        <div
          ref={cartBarRef}
          className="fixed inset-x-0 bottom-0 z-30 mx-auto max-w-md px-4 pb-[max(1rem,env(safe-area-inset-bottom))]"
        >
          <QrLink
            to={cartPath(qrcode)}
            className="flex min-h-14 flex-wrap items-center justify-between gap-x-3 rounded-2xl bg-brand-700 px-5 py-2 text-white shadow-lg active:bg-brand-800"
          >
            <span className="flex items-center gap-2 text-sm font-medium">
              <ShoppingBag className="h-5 w-5" aria-hidden />
              {t('cartBar', {
                count,
                total: price(
                  cart.lines.reduce((s, l) => s + l.price * l.quantity, 0),
                  currency,
                ),
              })}
            </span>
            <span className="text-base font-semibold">{t('viewCart')}</span>
          </QrLink>
        </div>
      ) : null}

      <ItemDetailSheet
        item={openItem}
        currency={currency}
        canOrder={canOrder}
        isSoldOut={isSoldOut}
        onClose={() => setOpenItem(null)}
        onAddToCart={addChosen}
      />
      <StoreDetailsSheet open={detailsOpen} onOpenChange={setDetailsOpen} store={store} menuUrl={menuUrl} />
    </div>
  );
}
