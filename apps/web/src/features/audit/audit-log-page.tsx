import { AUDIT_ACTIONS, type TAuditAction, type TAuditEvent } from '@mise/contracts';
import { PERIODS, type Period } from '@mise/domain';
import { ScrollText } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { Field, Select } from '../../components/ui/input';
import { PageHeader } from '../../components/ui/page-header';
import { Pagination } from '../../components/ui/pagination';
import {
  describePeriod,
  type PeriodFilter,
  PeriodFilterButton,
  PeriodFilterDialog,
} from '../../components/ui/period-filter-dialog';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { Table, TBody, TD, TH, THead, TR } from '../../components/ui/table';
import { useFormat } from '../../i18n/format';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { timeLocale } from '../../lib/relative-time';
import { type AuditFilters, useAuditLog } from './api/audit-api';
import { useAuditText } from './i18n';

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString(timeLocale(), { dateStyle: 'medium', timeStyle: 'medium' });

/** "approved_by" → "Approved by": the name of a detail the catalogue does not know. */
const detailLabel = (key: string) => {
  const words = key.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Each action's name in the "audit" catalogue (the contract's AUDIT_ACTION_LABELS, translated). */
const ACTION_KEYS: Record<TAuditAction, string> = {
  void: 'actionVoid',
  comp: 'actionComp',
  order_cancel: 'actionOrderCancel',
  refund: 'actionRefund',
  discount_over_limit: 'actionDiscountOverLimit',
  price_change: 'actionPriceChange',
  tax_change: 'actionTaxChange',
  user_add: 'actionUserAdd',
  user_update: 'actionUserUpdate',
  user_delete: 'actionUserDelete',
  scope_change: 'actionScopeChange',
  pin_failed: 'actionPinFailed',
  print_bridge_removed: 'actionPrintBridgeRemoved',
  data_export: 'actionDataExport',
  pin_locked: 'actionPinLocked',
  shift_open: 'actionShiftOpen',
  shift_close: 'actionShiftClose',
  pay_in: 'actionPayIn',
  pay_out: 'actionPayOut',
  day_close: 'actionDayClose',
  order_move: 'actionOrderMove',
  table_merge: 'actionTableMerge',
};

const TONE: Partial<Record<TAuditAction, 'red' | 'amber' | 'blue' | 'green'>> = {
  void: 'red',
  order_cancel: 'red',
  refund: 'red',
  pin_failed: 'amber',
  pin_locked: 'red',
  discount_over_limit: 'amber',
  comp: 'amber',
  price_change: 'blue',
  tax_change: 'blue',
  shift_close: 'green',
  day_close: 'green',
};

/**
 * The audit log (issue 17): who did which sensitive action, to what, when, filtered by period,
 * person and action. Read only: nothing here (nor anywhere) can change or remove an entry.
 */
export function AuditLogPage() {
  const { t } = useAuditText();
  const format = useFormat();
  const [period, setPeriod] = useState<PeriodFilter<Period>>({ type: 'today', from: '', to: '' });
  const [filterOpen, setFilterOpen] = useState(false);
  const [filters, setFilters] = useState<Omit<AuditFilters, 'type' | 'from' | 'to'>>({
    userId: null,
    action: null,
    page: 1,
  });
  const log = useAuditLog({ ...period, ...filters });
  const data = log.data;
  const currency = data?.currency ?? 'USD';
  const money = (major: number) => format.money(Math.round(major * 100), currency);

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        title={t('title')}
        description={t('description', { period: describePeriod(period) })}
        actions={<PeriodFilterButton onClick={() => setFilterOpen(true)} />}
      />
      <div className="mb-4 flex flex-wrap gap-3">
        <Field label={t('staff')} className="w-56">
          {(ids) => (
            <Select
              {...ids}
              value={filters.userId ?? ''}
              onChange={(e) =>
                setFilters((f) => ({ ...f, userId: e.target.value ? Number(e.target.value) : null, page: 1 }))
              }
            >
              <option value="">{t('everyone')}</option>
              {(data?.people ?? []).map((p) => (
                <option key={p.user_id} value={p.user_id}>
                  {p.name || t('userNumber', { id: p.user_id })}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('action')} className="w-56">
          {(ids) => (
            <Select
              {...ids}
              value={filters.action ?? ''}
              onChange={(e) =>
                setFilters((f) => ({
                  ...f,
                  action: (e.target.value || null) as TAuditAction | null,
                  page: 1,
                }))
              }
            >
              <option value="">{t('allActions')}</option>
              {AUDIT_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {t(ACTION_KEYS[action])}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      {log.isPending ? (
        <LoadingState />
      ) : log.isError || !data ? (
        <ErrorState message={errorMessage(log.error, t('loadFailed'))} onRetry={() => log.refetch()} />
      ) : data.events.length === 0 ? (
        <Card>
          <EmptyState
            icon={<ScrollText className="h-6 w-6" aria-hidden />}
            title={t('nothingRecorded')}
            description={t('noMatch')}
          />
        </Card>
      ) : (
        <Card className={cn('transition-opacity', log.isFetching && 'opacity-60')}>
          <div className="overflow-x-auto">
            <Table aria-label={t('tableLabel')}>
              <THead>
                <tr>
                  <TH className="w-48">{t('when')}</TH>
                  <TH>{t('staff')}</TH>
                  <TH>{t('action')}</TH>
                  <TH>{t('what')}</TH>
                  <TH className="text-end">{t('amount')}</TH>
                  <TH>{t('details')}</TH>
                </tr>
              </THead>
              <TBody>
                {data.events.map((event) => (
                  <EventRow key={event.id} event={event} money={money} />
                ))}
              </TBody>
            </Table>
          </div>
          <div className="px-4">
            <Pagination
              page={data.page}
              totalPages={Math.ceil(data.total / data.per_page)}
              shown={data.events.length}
              total={data.total}
              onPageChange={(page) => setFilters((f) => ({ ...f, page }))}
            />
          </div>
        </Card>
      )}
      <PeriodFilterDialog
        open={filterOpen}
        onOpenChange={setFilterOpen}
        title={t('period')}
        periods={PERIODS}
        value={period}
        onApply={(next) => {
          setPeriod(next);
          setFilters((f) => ({ ...f, page: 1 }));
        }}
      />
    </div>
  );
}

function EventRow({ event, money }: { event: TAuditEvent; money: (major: number) => string }) {
  const { t } = useAuditText();
  const details = Object.entries(event.details).filter(([, value]) => value !== null && value !== '');
  return (
    <TR>
      <TD className="whitespace-nowrap text-stone-600">{dateTime(event.date)}</TD>
      <TD className="font-medium text-stone-900">{event.user ?? '—'}</TD>
      <TD>
        <Badge tone={TONE[event.action] ?? 'neutral'}>{t(ACTION_KEYS[event.action] ?? event.action)}</Badge>
      </TD>
      <TD className="break-words">{event.subject}</TD>
      <TD className="text-end tabular-nums whitespace-nowrap">
        {event.amount === null ? '—' : money(event.amount)}
      </TD>
      <TD>
        {details.length > 0 ? (
          <dl className="space-y-0.5 text-xs">
            {details.map(([key, value]) => (
              <div key={key} className="flex gap-1">
                <dt className="text-stone-500">{t('detail', { key, label: detailLabel(key) })}:</dt>
                <dd className="break-words text-stone-800">{String(value)}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <span className="text-stone-400">—</span>
        )}
      </TD>
    </TR>
  );
}
