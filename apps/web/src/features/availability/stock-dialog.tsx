import type { TAvailabilityKind, TPosMenuItem } from '@mise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { type FormEvent, useId, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Switch } from '../../components/ui/switch';
import { cn } from '../../lib/cn';
import { availabilityKey, setAvailability } from './api/availability-api';
import type { AvailabilityIndex } from './availability-index';
import { useAvailabilityText } from './i18n';

/** How many dishes the list draws at once; the search finds the others. */
const SHOWN = 40;

/**
 * 86 from the till: mark a dish, a variant or an addon sold out, or give it a count of portions
 * left that every order takes from (zero sells it out). What is sold out or counted comes first.
 */
export function StockDialog({
  menu,
  availability,
  onClose,
}: {
  menu: readonly TPosMenuItem[];
  availability: AvailabilityIndex;
  onClose: () => void;
}) {
  const { t } = useAvailabilityText();
  const [search, setSearch] = useState('');
  const rows = useMemo(() => {
    const term = search.trim().toLowerCase();
    const matching = term ? menu.filter((item) => item.title.toLowerCase().includes(term)) : menu;
    const touched = (item: TPosMenuItem) =>
      availability.stateOf('item', item.id) !== null ||
      item.variants.some((v) => availability.stateOf('variant', v.id) !== null) ||
      item.addons.some((a) => availability.stateOf('addon', a.id) !== null);
    return [...matching.filter(touched), ...matching.filter((item) => !touched(item))];
  }, [menu, search, availability]);

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('title')}
      description={t('description')}
      size="lg"
      footer={
        <Button variant="outline" onClick={onClose}>
          {t('close')}
        </Button>
      }
    >
      <input
        type="search"
        aria-label={t('searchItem')}
        placeholder={t('searchItem')}
        className="mb-3 h-10 w-full rounded-lg border border-stone-300 bg-white px-3 text-sm shadow-xs placeholder:text-stone-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {rows.length === 0 ? (
        <p className="py-6 text-center text-sm text-stone-600">{t('noItemsFound')}</p>
      ) : (
        <ul className="divide-y divide-stone-100" aria-label={t('stock')}>
          {rows.slice(0, SHOWN).map((item) => (
            <ItemStockRow key={item.id} item={item} availability={availability} />
          ))}
        </ul>
      )}
      {rows.length > SHOWN ? (
        <p className="pt-3 text-center text-sm text-stone-600">
          {t('moreItems', { count: rows.length - SHOWN })}
        </p>
      ) : null}
    </Dialog>
  );
}

function ItemStockRow({ item, availability }: { item: TPosMenuItem; availability: AvailabilityIndex }) {
  const { t } = useAvailabilityText();
  const [open, setOpen] = useState(false);
  const options = [
    ...item.variants.map((v) => ({ kind: 'variant' as const, id: v.id, title: v.title })),
    ...item.addons.map((a) => ({ kind: 'addon' as const, id: a.id, title: `+ ${a.title}` })),
  ];
  return (
    <li className="py-2">
      <StockControls
        key={countKey(availability, 'item', item.id)}
        kind="item"
        id={item.id}
        title={item.title}
        availability={availability}
      />
      {options.length > 0 ? (
        <div className="ps-2">
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={open}
            onClick={() => setOpen((o) => !o)}
            aria-label={t('optionsOf', { item: item.title })}
          >
            {open ? (
              <ChevronDown className="h-4 w-4" aria-hidden />
            ) : (
              <ChevronRight className="h-4 w-4 rtl:rotate-180" aria-hidden />
            )}
            {t('optionsCount', { count: options.length })}
          </Button>
          {open ? (
            <ul className="border-s border-stone-200 ps-3" aria-label={t('optionsOf', { item: item.title })}>
              {options.map((option) => (
                <li key={`${option.kind}:${option.id}`} className="py-1">
                  <StockControls
                    key={countKey(availability, option.kind, option.id)}
                    kind={option.kind}
                    id={option.id}
                    title={option.title}
                    label={`${item.title}: ${option.title}`}
                    availability={availability}
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** Remounts a row's controls when its count changes elsewhere (an order took one), so the field shows it. */
function countKey(availability: AvailabilityIndex, kind: TAvailabilityKind, id: number) {
  return `${kind}:${id}:${availability.countLeft(kind, id) ?? ''}`;
}

/** One target's switch and count, saved at once; the live refetch then updates every till. */
function StockControls({
  kind,
  id,
  title,
  label = title,
  availability,
}: {
  kind: TAvailabilityKind;
  id: number;
  title: string;
  /** Its full name for screen readers (an option says its dish). */
  label?: string;
  availability: AvailabilityIndex;
}) {
  const { t } = useAvailabilityText();
  const queryClient = useQueryClient();
  const countId = useId();
  const switchId = useId();
  const state = availability.stateOf(kind, id);
  const markedSoldOut = state?.soldOut === true && state.countLeft !== 0;
  const [count, setCount] = useState(state?.countLeft === null || !state ? '' : String(state.countLeft));
  const [busy, setBusy] = useState(false);

  const save = async (soldOut: boolean, countLeft: number | null) => {
    setBusy(true);
    try {
      const result = await setAvailability({ kind, id, soldOut, countLeft });
      toast.success(result.message);
      await queryClient.invalidateQueries({ queryKey: availabilityKey });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('somethingWentWrong'));
    } finally {
      setBusy(false);
    }
  };

  const onSaveCount = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = count.trim();
    const countLeft = trimmed === '' ? null : Number(trimmed);
    if (countLeft !== null && (!Number.isInteger(countLeft) || countLeft < 0 || countLeft > 100_000)) {
      toast.error(t('countLeftInvalid'));
      return;
    }
    void save(countLeft === 0 ? false : markedSoldOut, countLeft);
  };

  const badge = !state
    ? null
    : state.soldOut
      ? t('soldOut')
      : state.countLeft === null
        ? null
        : t('countLeft', { count: state.countLeft });
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span className="min-w-0 flex-1 text-sm font-medium text-stone-900">
        {title}
        {badge ? (
          <span
            className={cn(
              'ms-2 rounded-full px-2 py-0.5 text-xs font-semibold',
              state?.soldOut ? 'bg-red-100 text-red-800' : 'bg-amber-100 text-amber-900',
            )}
          >
            {badge}
          </span>
        ) : null}
      </span>
      <div className="flex items-center gap-2 text-sm text-stone-700">
        <Switch
          id={switchId}
          checked={markedSoldOut}
          disabled={busy}
          onCheckedChange={(soldOut) => void save(soldOut, state?.countLeft ?? null)}
          aria-label={t('soldOutOf', { label })}
        />
        <label htmlFor={switchId}>{t('soldOut')}</label>
      </div>
      <form onSubmit={onSaveCount} className="flex items-center gap-1.5">
        <label htmlFor={countId} className="text-sm text-stone-700">
          {t('left')}
        </label>
        <input
          id={countId}
          inputMode="numeric"
          aria-label={t('portionsLeftOf', { label })}
          placeholder="—"
          className="h-8 w-16 rounded-md border border-stone-300 px-2 text-sm tabular-nums"
          value={count}
          onChange={(event) => setCount(event.target.value)}
        />
        <Button
          type="submit"
          size="sm"
          variant="outline"
          disabled={busy}
          aria-label={t('setCountOf', { label })}
        >
          {t('set')}
        </Button>
      </form>
    </div>
  );
}
