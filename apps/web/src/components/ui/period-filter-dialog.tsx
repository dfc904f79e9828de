import type { Period } from '@mise/domain';
import { Filter } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { Field, Input, Select } from './input';

export const PERIOD_LABELS: Record<Period, string> = {
  today: 'Today',
  tomorrow: 'Tomorrow',
  yesterday: 'Yesterday',
  last_7days: 'Last 7 days',
  this_month: 'This month',
  last_month: 'Last month',
  custom: 'Custom range',
};

export interface PeriodFilter<P extends string = Period | ''> {
  type: P;
  from: string;
  to: string;
}

/** The button that opens a screen's period filter. */
export function PeriodFilterButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="outline" onClick={onClick}>
      <Filter className="h-4 w-4" aria-hidden /> Filter
    </Button>
  );
}

export function describePeriod(filter: PeriodFilter<string>): string {
  if (filter.type === 'custom') return `${filter.from} to ${filter.to}`;
  return PERIOD_LABELS[filter.type as Period] ?? 'Any time';
}

/** Chooses a period; "custom" asks for both dates. `anyLabel` adds a "no filter" choice. */
export function PeriodFilterDialog<P extends string>({
  open,
  onOpenChange,
  title,
  periods,
  anyLabel,
  value,
  onApply,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  periods: readonly Period[];
  anyLabel?: string;
  value: PeriodFilter<P>;
  onApply: (value: PeriodFilter<P>) => void;
}) {
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setDraft(value);
      setError(null);
    }
  }, [open, value]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.type === 'custom' && (!draft.from || !draft.to || draft.from > draft.to)) {
      setError('Please select a valid date range!');
      return;
    }
    onApply(draft.type === 'custom' ? draft : { ...draft, from: '', to: '' });
    onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form="period-filter-form">
            Apply
          </Button>
        </>
      }
    >
      <form id="period-filter-form" onSubmit={onSubmit} className="space-y-4" noValidate>
        <Field label="Period">
          {(ids) => (
            <Select
              {...ids}
              value={draft.type}
              onChange={(e) => setDraft({ ...draft, type: e.target.value as P })}
            >
              {anyLabel ? <option value="">{anyLabel}</option> : null}
              {periods.map((period) => (
                <option key={period} value={period}>
                  {PERIOD_LABELS[period]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {draft.type === 'custom' ? (
          <div className="grid grid-cols-2 gap-3">
            <Field label="From" error={error}>
              {(ids) => (
                <Input
                  {...ids}
                  type="date"
                  value={draft.from}
                  onChange={(e) => setDraft({ ...draft, from: e.target.value })}
                />
              )}
            </Field>
            <Field label="To">
              {(ids) => (
                <Input
                  {...ids}
                  type="date"
                  value={draft.to}
                  onChange={(e) => setDraft({ ...draft, to: e.target.value })}
                />
              )}
            </Field>
          </div>
        ) : null}
      </form>
    </Dialog>
  );
}
