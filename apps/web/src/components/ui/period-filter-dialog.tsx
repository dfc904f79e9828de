import type { Period } from '@mise/domain';
import { Filter } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { text, useCommonText } from '../../i18n/app-i18n';
import { Button } from './button';
import { Dialog } from './dialog';
import { Field, Input, Select } from './input';

/** Each period's key in the "common" catalogue. */
const PERIOD_KEYS: Record<Period, string> = {
  today: 'periodToday',
  tomorrow: 'periodTomorrow',
  yesterday: 'periodYesterday',
  last_7days: 'periodLast7days',
  this_month: 'periodThisMonth',
  last_month: 'periodLastMonth',
  custom: 'periodCustom',
};

/** A period's name in the language shown now ("Today", "Hoy"). */
export function periodLabel(period: Period): string {
  return text(`common:${PERIOD_KEYS[period]}`);
}

/** The periods' names, read in the language shown at the moment each is read (not at load). */
export const PERIOD_LABELS = Object.defineProperties(
  {} as Record<Period, string>,
  Object.fromEntries(
    (Object.keys(PERIOD_KEYS) as Period[]).map((period) => [
      period,
      { enumerable: true, get: () => periodLabel(period) },
    ]),
  ),
);

export interface PeriodFilter<P extends string = Period | ''> {
  type: P;
  from: string;
  to: string;
}

/** The button that opens a screen's period filter. */
export function PeriodFilterButton({ onClick }: { onClick: () => void }) {
  const { t } = useCommonText();
  return (
    <Button variant="outline" onClick={onClick}>
      <Filter className="h-4 w-4" aria-hidden /> {t('filter')}
    </Button>
  );
}

export function describePeriod(filter: PeriodFilter<string>): string {
  if (filter.type === 'custom') return text('common:periodRange', { from: filter.from, to: filter.to });
  return filter.type in PERIOD_KEYS ? periodLabel(filter.type as Period) : text('common:anyTime');
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
  const { t } = useCommonText();
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
      setError(t('invalidDateRange'));
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
            {t('cancel')}
          </Button>
          <Button type="submit" form="period-filter-form">
            {t('apply')}
          </Button>
        </>
      }
    >
      <form id="period-filter-form" onSubmit={onSubmit} className="space-y-4" noValidate>
        <Field label={t('period')}>
          {(ids) => (
            <Select
              {...ids}
              value={draft.type}
              onChange={(e) => setDraft({ ...draft, type: e.target.value as P })}
            >
              {anyLabel ? <option value="">{anyLabel}</option> : null}
              {periods.map((period) => (
                <option key={period} value={period}>
                  {periodLabel(period)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {draft.type === 'custom' ? (
          <div className="grid grid-cols-2 gap-3">
            <Field label={t('from')} error={error}>
              {(ids) => (
                <Input
                  {...ids}
                  type="date"
                  value={draft.from}
                  onChange={(e) => setDraft({ ...draft, from: e.target.value })}
                />
              )}
            </Field>
            <Field label={t('to')}>
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
