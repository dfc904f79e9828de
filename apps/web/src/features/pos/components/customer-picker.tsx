import { useQuery } from '@tanstack/react-query';
import { Loader2, Search, UserPlus, UserRound, X } from 'lucide-react';
import { useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { searchCustomers } from '../api/customers-api';
import { usePosText } from '../i18n';
import type { PosCustomer } from '../pos-order';

const SEARCH_DEBOUNCE_MS = 250;

/**
 * Search Customer (spec 1 POS dialogs): type-ahead over phone and name, with a create-new option
 * that opens Add Customer. No customer chosen means a walk-in.
 */
export function CustomerPicker({
  customer,
  onChange,
  onCreateNew,
}: {
  customer: PosCustomer | null;
  onChange: (customer: PosCustomer | null) => void;
  onCreateNew: (typed: string) => void;
}) {
  const { t } = usePosText();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useQuery({
    queryKey: ['customers', 'search', q],
    queryFn: ({ signal }) => searchCustomers(q, signal),
    enabled: open && q.length > 0,
    staleTime: 30_000,
    retry: false,
  });

  if (customer)
    return (
      <div className="flex h-10 items-center gap-2 rounded-lg border border-brand-200 bg-brand-50 px-3 text-sm">
        <UserRound className="h-4 w-4 shrink-0 text-brand-700" aria-hidden />
        <span className="min-w-0 flex-1 truncate" data-testid="pos-customer">
          <span className="font-medium text-stone-900">{customer.name}</span>{' '}
          <span className="text-stone-500">{customer.phone}</span>
        </span>
        <button
          type="button"
          className="-me-1 rounded p-1 text-stone-500 hover:bg-brand-100 hover:text-stone-800"
          aria-label={t('clearCustomer')}
          onClick={() => onChange(null)}
        >
          <X className="h-4 w-4" />
        </button>
      </div>
    );

  const results = q.length > 0 && search.data ? search.data : [];
  // The last option is always "create new".
  const optionCount = results.length + 1;
  const choose = (index: number) => {
    const picked = results[index];
    setOpen(false);
    setText('');
    if (picked) onChange({ phone: picked.phone, name: picked.name });
    else onCreateNew(text.trim());
  };
  const status = search.isFetching
    ? null
    : search.isError
      ? search.error instanceof ApiError
        ? t('noResult')
        : t('searchFailed')
      : q && search.data && search.data.length === 0
        ? t('noResult')
        : null;

  return (
    <div className="relative">
      <Search className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-stone-500" />
      <input
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open ? `${listId}-${active}` : undefined}
        aria-label={t('searchCustomer')}
        placeholder={t('walkInSearch')}
        className="h-10 w-full rounded-lg border border-stone-300 bg-white ps-9 pe-8 text-sm shadow-xs placeholder:text-stone-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(0);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
            setActive((i) => (i + 1) % optionCount);
          } else if (e.key === 'ArrowUp') {
            e.preventDefault();
            setActive((i) => (i - 1 + optionCount) % optionCount);
          } else if (e.key === 'Enter' && open) {
            e.preventDefault();
            choose(active);
          } else if (e.key === 'Escape' && open) {
            e.preventDefault();
            setOpen(false);
          }
        }}
      />
      {search.isFetching ? (
        <Loader2 className="absolute end-3 top-1/2 h-4 w-4 -translate-y-1/2 animate-spin text-stone-500" />
      ) : null}
      {open ? (
        <div
          id={listId}
          role="listbox"
          aria-label={t('customers')}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-lg border border-stone-200 bg-white py-1 shadow-lg"
          // Keep the input focused while an option is clicked.
          onMouseDown={(e) => e.preventDefault()}
        >
          {results.map((c, index) => (
            <div
              key={c.phone}
              tabIndex={-1}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={active === index}
              className={cn(
                'flex cursor-pointer items-center justify-between gap-2 px-3 py-2 text-sm',
                active === index && 'bg-stone-100',
              )}
              onMouseEnter={() => setActive(index)}
              onClick={() => choose(index)}
              onKeyDown={undefined}
            >
              <span className="truncate font-medium text-stone-900">{c.name}</span>
              <span className="shrink-0 text-xs text-stone-500">{c.phone}</span>
            </div>
          ))}
          {status ? <div className="px-3 py-2 text-sm text-stone-500">{status}</div> : null}
          <div
            tabIndex={-1}
            id={`${listId}-${results.length}`}
            role="option"
            aria-selected={active === results.length}
            className={cn(
              'flex cursor-pointer items-center gap-2 border-t border-stone-100 px-3 py-2 text-sm font-medium text-brand-800',
              active === results.length && 'bg-stone-100',
            )}
            onMouseEnter={() => setActive(results.length)}
            onClick={() => choose(results.length)}
            onKeyDown={undefined}
          >
            <UserPlus className="h-4 w-4" aria-hidden />
            {text.trim() ? t('createNewCustomerNamed', { name: text.trim() }) : t('createNewCustomer')}
          </div>
        </div>
      ) : null}
    </div>
  );
}
