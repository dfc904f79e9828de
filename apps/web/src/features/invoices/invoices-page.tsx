import type { TInvoice } from '@mise/contracts';
import { PERIODS } from '@mise/domain';
import { Eye, Printer, ReceiptText, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { SearchInput } from '../../components/ui/input';
import { PageHeader } from '../../components/ui/page-header';
import {
  describePeriod,
  type PeriodFilter,
  PeriodFilterButton,
  PeriodFilterDialog,
} from '../../components/ui/period-filter-dialog';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { Table, TBody, TD, TH, THead, TR } from '../../components/ui/table';
import { useFormat } from '../../i18n/format';
import { cn } from '../../lib/cn';
import { toastError, withToast } from '../../lib/toast';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useLiveRefetch } from '../../lib/use-live-query';
import { RefundDialog } from '../payments/refund-dialog';
import { receiptLink } from '../print/print-links';
import { openPrintPopup } from '../print/print-popup';
import { printInvoiceReceipt } from '../printing/api/printing-api';
import { type InvoicePeriod, invoicesKey, useInvoices, useInvoicesInit } from './api/invoices-api';
import { useInvoicesText } from './i18n';

/** Rows drawn at first; a busy month has thousands, the rest come on request. */
const ROWS_STEP = 100;

/** The catalogue keys of the delivery types' labels. */
const DELIVERY_LABEL_KEYS: Record<string, string> = {
  dinein: 'dineIn',
  delivery: 'delivery',
  takeaway: 'takeAway',
};

/** Invoices (spec 2 section 2.4): search, period filter, the table, receipt preview and print. */
export function InvoicesPage() {
  const { t } = useInvoicesText();
  const format = useFormat();
  const dateTime = (iso: string) => format.date(iso, { dateStyle: 'medium', timeStyle: 'short' });
  const [period, setPeriod] = useState<PeriodFilter<InvoicePeriod['type']>>({
    type: 'today',
    from: '',
    to: '',
  });
  const [filterOpen, setFilterOpen] = useState(false);
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), 800);
  const { data, isPending, isError, isFetching, refetch } = useInvoices(period, query);
  const init = useInvoicesInit();
  // A bill paid or a refund given on another till shows here without a reload.
  useLiveRefetch(invoicesKey, { events: ['order_update', 'invoice_update'] });
  const currency = init.data?.storeSettings.currency ?? 'USD';
  const [visible, setVisible] = useState(ROWS_STEP);
  const [refunding, setRefunding] = useState<number | null>(null);
  const money = (amount: number) => format.money(Math.round(amount * 100), currency);

  const open = (invoice: TInvoice, preview: boolean) => {
    const opened = openPrintPopup(
      receiptLink(
        invoice.orders.map((o) => o.order_id),
        { preview },
      ),
    );
    if (!opened) toastError(null, t('allowPopups'));
  };

  const totals = (data ?? []).reduce(
    (sum, i) => ({
      sub: sum.sub + Math.round(i.sub_total * 100),
      tax: sum.tax + Math.round(i.tax_total * 100),
      total: sum.total + Math.round(i.total * 100),
    }),
    { sub: 0, tax: 0, total: 0 },
  );

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        title={t('invoices')}
        description={query ? t('searchResults', { query }) : describePeriod(period)}
        actions={<PeriodFilterButton onClick={() => setFilterOpen(true)} />}
      />
      <SearchInput
        className="mb-4 max-w-sm"
        aria-label={t('searchInvoices')}
        placeholder={t('searchPlaceholder')}
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          setVisible(ROWS_STEP);
        }}
      />
      {isPending ? (
        <LoadingState />
      ) : isError ? (
        <ErrorState message={query ? t('noResult') : t('loadError')} onRetry={() => refetch()} />
      ) : data.length === 0 ? (
        <EmptyState
          title={query ? t('noResult') : t('noInvoices')}
          description={
            query ? undefined : t('noInvoicesFor', { period: describePeriod(period).toLowerCase() })
          }
        />
      ) : (
        <Card className={cn('overflow-hidden transition-opacity', isFetching && 'opacity-60')}>
          <div className="overflow-x-auto">
            <Table aria-label={t('invoices')}>
              <THead>
                <tr>
                  <TH>{t('invoiceId')}</TH>
                  <TH>{t('tokens')}</TH>
                  <TH>{t('date')}</TH>
                  <TH className="text-end">{t('subtotal')}</TH>
                  <TH className="text-end">{t('tax')}</TH>
                  <TH className="text-end">{t('total')}</TH>
                  <TH>{t('deliveryType')}</TH>
                  <TH>{t('customer')}</TH>
                  <TH>{t('table')}</TH>
                  <TH className="text-end">{t('action')}</TH>
                </tr>
              </THead>
              <TBody>
                {data.slice(0, visible).map((invoice) => (
                  <TR key={invoice.invoice_id}>
                    <TD className="font-medium text-stone-900">#{invoice.invoice_id}</TD>
                    <TD>{invoice.orders.map((o) => o.token_no).join(', ') || '—'}</TD>
                    <TD className="whitespace-nowrap">{dateTime(invoice.created_at)}</TD>
                    <TD className="text-end tabular-nums">{money(invoice.sub_total)}</TD>
                    <TD className="text-end tabular-nums">{money(invoice.tax_total)}</TD>
                    <TD className="text-end font-medium tabular-nums">
                      {money(invoice.total)}
                      {invoice.refunded ? (
                        <div className="text-xs font-normal whitespace-nowrap text-red-700">
                          {t('refunded', { amount: money(invoice.refunded) })}
                        </div>
                      ) : null}
                    </TD>
                    <TD>
                      {invoice.delivery_type
                        ? DELIVERY_LABEL_KEYS[invoice.delivery_type]
                          ? t(DELIVERY_LABEL_KEYS[invoice.delivery_type])
                          : invoice.delivery_type
                        : '—'}
                    </TD>
                    <TD>
                      {invoice.customer_type === 'CUSTOMER' || invoice.name ? (
                        <div className="min-w-0">
                          <div className="truncate">{invoice.name ?? invoice.customer_id}</div>
                          {invoice.customer_id ? (
                            <div className="truncate text-xs text-stone-500">{invoice.customer_id}</div>
                          ) : null}
                        </div>
                      ) : (
                        <span className="text-stone-500">{t('walkIn')}</span>
                      )}
                    </TD>
                    <TD>
                      {invoice.table_title ? (
                        <span>
                          {invoice.table_title}
                          {invoice.floor && invoice.floor !== '-' ? (
                            <span className="text-xs text-stone-500"> · {invoice.floor}</span>
                          ) : null}
                        </span>
                      ) : (
                        '—'
                      )}
                    </TD>
                    <TD>
                      <div className="flex justify-end gap-1">
                        <Button
                          variant="ghost"
                          size="icon-sm"
                          aria-label={t('previewReceiptAria', { id: String(invoice.invoice_id) })}
                          title={t('previewReceipt')}
                          onClick={() => open(invoice, true)}
                        >
                          <Eye className="h-4 w-4" aria-hidden />
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon-sm"
                          aria-label={t('printReceiptAria', { id: String(invoice.invoice_id) })}
                          title={t('printReceipt')}
                          onClick={() => open(invoice, false)}
                        >
                          <Printer className="h-4 w-4" aria-hidden />
                        </Button>
                        {init.data?.printers?.receipts ? (
                          <Button
                            variant="ghost"
                            size="icon-sm"
                            aria-label={t('sendReceiptAria', { id: String(invoice.invoice_id) })}
                            title={t('sendToPrinter')}
                            onClick={() =>
                              void withToast(printInvoiceReceipt(invoice.invoice_id)).catch(() => undefined)
                            }
                          >
                            <ReceiptText className="h-4 w-4" aria-hidden />
                          </Button>
                        ) : null}
                        <Button
                          variant="ghost"
                          size="icon-sm"
                          aria-label={t('refundAria', { id: String(invoice.invoice_id) })}
                          title={t('refund')}
                          onClick={() => setRefunding(invoice.invoice_id)}
                        >
                          <Undo2 className="h-4 w-4" aria-hidden />
                        </Button>
                      </div>
                    </TD>
                  </TR>
                ))}
              </TBody>
              <tfoot className="border-t border-stone-200 bg-stone-50 text-sm font-medium text-stone-900">
                <tr>
                  <td className="px-4 py-3" colSpan={3}>
                    {t('invoiceCount', { count: data.length })}
                  </td>
                  <td className="px-4 py-3 text-end tabular-nums">{format.money(totals.sub, currency)}</td>
                  <td className="px-4 py-3 text-end tabular-nums">{format.money(totals.tax, currency)}</td>
                  <td className="px-4 py-3 text-end tabular-nums" data-testid="invoices-total">
                    {format.money(totals.total, currency)}
                  </td>
                  <td colSpan={4} />
                </tr>
              </tfoot>
            </Table>
          </div>
          {data.length > visible ? (
            <div className="border-t border-stone-100 p-3 text-center">
              <Button variant="outline" size="sm" onClick={() => setVisible((v) => v + ROWS_STEP)}>
                {t('showMore', { count: data.length - visible })}
              </Button>
            </div>
          ) : null}
        </Card>
      )}
      {refunding !== null ? (
        <RefundDialog invoiceId={refunding} currency={currency} onClose={() => setRefunding(null)} />
      ) : null}
      <PeriodFilterDialog
        open={filterOpen}
        onOpenChange={setFilterOpen}
        title={t('invoicePeriod')}
        periods={PERIODS}
        value={period}
        onApply={(next) => {
          setPeriod(next);
          setSearch('');
          setVisible(ROWS_STEP);
        }}
      />
    </div>
  );
}
