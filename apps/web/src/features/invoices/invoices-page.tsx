import type { TInvoice } from '@mise/contracts';
import { formatMoney, PERIODS } from '@mise/domain';
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
import { cn } from '../../lib/cn';
import { toastError, withToast } from '../../lib/toast';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useLiveRefetch } from '../../lib/use-live-query';
import { RefundDialog } from '../payments/refund-dialog';
import { receiptLink } from '../print/print-links';
import { openPrintPopup } from '../print/print-popup';
import { printInvoiceReceipt } from '../printing/api/printing-api';
import { type InvoicePeriod, invoicesKey, useInvoices, useInvoicesInit } from './api/invoices-api';

/** Rows drawn at first; a busy month has thousands, the rest come on request. */
const ROWS_STEP = 100;

const DELIVERY_LABELS: Record<string, string> = {
  dinein: 'Dine-In',
  delivery: 'Delivery',
  takeaway: 'Take Away',
};

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Invoices (spec 2 section 2.4): search, period filter, the table, receipt preview and print. */
export function InvoicesPage() {
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
  const money = (amount: number) => formatMoney(Math.round(amount * 100), currency);

  const open = (invoice: TInvoice, preview: boolean) => {
    const opened = openPrintPopup(
      receiptLink(
        invoice.orders.map((o) => o.order_id),
        { preview },
      ),
    );
    if (!opened) toastError(null, 'Please allow pop-ups for this site to print receipts.');
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
        title="Invoices"
        description={query ? `Search results for “${query}”` : describePeriod(period)}
        actions={<PeriodFilterButton onClick={() => setFilterOpen(true)} />}
      />
      <SearchInput
        className="mb-4 max-w-sm"
        aria-label="Search invoices"
        placeholder="Invoice ID, token, customer name or phone"
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          setVisible(ROWS_STEP);
        }}
      />
      {isPending ? (
        <LoadingState />
      ) : isError ? (
        <ErrorState
          message={query ? 'No result found!' : 'Error loading details! Please try later!'}
          onRetry={() => refetch()}
        />
      ) : data.length === 0 ? (
        <EmptyState
          title={query ? 'No result found!' : 'No invoices found'}
          description={query ? undefined : `No invoices for ${describePeriod(period).toLowerCase()}.`}
        />
      ) : (
        <Card className={cn('overflow-hidden transition-opacity', isFetching && 'opacity-60')}>
          <div className="overflow-x-auto">
            <Table aria-label="Invoices">
              <THead>
                <tr>
                  <TH>Invoice ID</TH>
                  <TH>Tokens</TH>
                  <TH>Date</TH>
                  <TH className="text-right">Subtotal</TH>
                  <TH className="text-right">Tax</TH>
                  <TH className="text-right">Total</TH>
                  <TH>Delivery Type</TH>
                  <TH>Customer</TH>
                  <TH>Table</TH>
                  <TH className="text-right">Action</TH>
                </tr>
              </THead>
              <TBody>
                {data.slice(0, visible).map((invoice) => (
                  <TR key={invoice.invoice_id}>
                    <TD className="font-medium text-stone-900">#{invoice.invoice_id}</TD>
                    <TD>{invoice.orders.map((o) => o.token_no).join(', ') || '—'}</TD>
                    <TD className="whitespace-nowrap">{dateTime(invoice.created_at)}</TD>
                    <TD className="text-right tabular-nums">{money(invoice.sub_total)}</TD>
                    <TD className="text-right tabular-nums">{money(invoice.tax_total)}</TD>
                    <TD className="text-right font-medium tabular-nums">
                      {money(invoice.total)}
                      {invoice.refunded ? (
                        <div className="text-xs font-normal whitespace-nowrap text-red-700">
                          Refunded {money(invoice.refunded)}
                        </div>
                      ) : null}
                    </TD>
                    <TD>
                      {invoice.delivery_type
                        ? (DELIVERY_LABELS[invoice.delivery_type] ?? invoice.delivery_type)
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
                        <span className="text-stone-500">WALKIN</span>
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
                          aria-label={`Preview receipt of invoice ${invoice.invoice_id}`}
                          title="Preview receipt"
                          onClick={() => open(invoice, true)}
                        >
                          <Eye className="h-4 w-4" aria-hidden />
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon-sm"
                          aria-label={`Print receipt of invoice ${invoice.invoice_id}`}
                          title="Print receipt"
                          onClick={() => open(invoice, false)}
                        >
                          <Printer className="h-4 w-4" aria-hidden />
                        </Button>
                        {init.data?.printers?.receipts ? (
                          <Button
                            variant="ghost"
                            size="icon-sm"
                            aria-label={`Send receipt of invoice ${invoice.invoice_id} to the printer`}
                            title="Send to the receipt printer"
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
                          aria-label={`Refund invoice ${invoice.invoice_id}`}
                          title="Refund"
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
                    {data.length} {data.length === 1 ? 'invoice' : 'invoices'}
                  </td>
                  <td className="px-4 py-3 text-right tabular-nums">{formatMoney(totals.sub, currency)}</td>
                  <td className="px-4 py-3 text-right tabular-nums">{formatMoney(totals.tax, currency)}</td>
                  <td className="px-4 py-3 text-right tabular-nums" data-testid="invoices-total">
                    {formatMoney(totals.total, currency)}
                  </td>
                  <td colSpan={4} />
                </tr>
              </tfoot>
            </Table>
          </div>
          {data.length > visible ? (
            <div className="border-t border-stone-100 p-3 text-center">
              <Button variant="outline" size="sm" onClick={() => setVisible((v) => v + ROWS_STEP)}>
                Show more ({data.length - visible} left)
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
        title="Invoice period"
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
