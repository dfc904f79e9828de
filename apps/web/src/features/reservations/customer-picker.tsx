import type { TCustomerSearchResult } from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { Plus, UserRound, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { searchCustomers } from '../customers/api/customers-api';
import { CustomerDialog } from '../customers/customer-dialog';
import { useReservationsText } from './i18n';

/** Type-ahead over the store's customers by phone or name, with "create new" (spec 1, Search Customer). */
export function CustomerPicker({
  value,
  onChange,
  inputRef,
  ids,
}: {
  value: TCustomerSearchResult | null;
  onChange: (customer: TCustomerSearchResult | null) => void;
  inputRef?: (element: HTMLElement | null) => void;
  ids: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };
}) {
  const { t } = useReservationsText();
  const [text, setText] = useState('');
  const [creating, setCreating] = useState(false);
  const q = useDebouncedValue(text.trim(), 300);
  const results = useQuery({
    queryKey: ['customers', 'search', q],
    queryFn: () => searchCustomers(q),
    enabled: q.length > 0 && !value,
  });

  if (value) {
    return (
      <div className="flex h-10 items-center gap-2 rounded-lg border border-stone-300 bg-stone-50 px-3 text-sm">
        <UserRound className="h-4 w-4 text-stone-500" aria-hidden />
        <span className="flex-1 truncate" data-testid="picked-customer">
          {value.name} <span className="text-stone-500">· {value.phone}</span>
        </span>
        <button
          type="button"
          className="rounded p-0.5 text-stone-500 hover:bg-stone-200"
          aria-label={t('changeCustomer')}
          onClick={() => onChange(null)}
        >
          <X className="h-4 w-4" />
        </button>
      </div>
    );
  }

  const looksLikePhone = /^[0-9 +()-]+$/.test(text.trim());
  return (
    <div className="space-y-2">
      <Input
        {...ids}
        ref={inputRef}
        type="search"
        autoComplete="off"
        placeholder={t('searchCustomerPlaceholder')}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {q ? (
        <div
          className="max-h-48 overflow-y-auto rounded-lg border border-stone-200"
          role="listbox"
          aria-label={t('customersFound')}
        >
          {results.isError ? (
            <p className="px-3 py-2 text-sm text-red-600">{t('searchFailed')}</p>
          ) : results.data?.length === 0 ? (
            <p className="px-3 py-2 text-sm text-stone-500">{t('noResult')}</p>
          ) : (
            results.data?.map((c) => (
              <button
                key={c.phone}
                type="button"
                role="option"
                aria-selected={false}
                className="flex w-full items-center justify-between px-3 py-2 text-start text-sm hover:bg-stone-50 focus:bg-stone-100 focus:outline-none"
                onClick={() => onChange(c)}
              >
                <span className="font-medium text-stone-900">{c.name}</span>
                <span className="text-stone-500">{c.phone}</span>
              </button>
            ))
          )}
        </div>
      ) : null}
      <Button variant="ghost" size="sm" onClick={() => setCreating(true)}>
        <Plus className="h-4 w-4" aria-hidden /> {t('newCustomer')}
      </Button>
      {creating ? (
        <CustomerDialog
          customer={null}
          initialPhone={looksLikePhone ? text.trim() : ''}
          initialName={looksLikePhone ? '' : text.trim()}
          onClose={() => setCreating(false)}
          onSaved={(saved) => {
            setCreating(false);
            onChange(saved);
          }}
        />
      ) : null}
    </div>
  );
}
