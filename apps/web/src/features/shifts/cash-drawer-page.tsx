import type { TCashMovementKind, TShift, TShiftListItem } from '@mise/contracts';
import { formatMoney } from '@mise/domain';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowDownToLine, ArrowUpFromLine, Lock, Printer, Wallet } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '../../components/ui/card';
import { TextField } from '../../components/ui/input';
import { PageHeader } from '../../components/ui/page-header';
import { ReportSections } from '../../components/ui/report-sections';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { Table, TBody, TD, TH, THead, TR } from '../../components/ui/table';
import { errorMessage } from '../../lib/api-client';
import { useLiveRefetch } from '../../lib/use-live-query';
import { parseAmountInput } from '../payments/amount-input';
import { PaperWidthSelect, usePaperWidth } from '../print/paper-width-select';
import { openPrintPopup } from '../print/print-popup';
import { amountToMinor } from '../print/receipt-model';
import { openShift, shiftsKey, useCurrentShift, useShiftHistory } from './api/shifts-api';
import { CashMovementDialog } from './cash-movement-dialog';
import { CloseShiftDialog } from './close-shift-dialog';
import { shiftReportSections, signedMoney } from './shift-report-model';

const LOAD_ERROR = 'Error loading details! Please try later!';

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Prints a shift's report (X while open, the close after) on the till's receipt paper. */
function printShift(shiftId: number, widthMm: number) {
  if (!openPrintPopup(`/print-shift?id=${shiftId}&width=${widthMm}`)) {
    toast.error('Please allow pop-ups to print.');
  }
}

/**
 * The cash drawer (issue 17): open a shift with its float, pay in and out, read and print the X
 * report at any time, and close by counting the drawer; past shifts keep their count and variance.
 */
export function CashDrawerPage() {
  const queryClient = useQueryClient();
  const current = useCurrentShift();
  useLiveRefetch([...shiftsKey, 'current']);
  const [moving, setMoving] = useState<TCashMovementKind | null>(null);
  const [closing, setClosing] = useState(false);
  const [justClosed, setJustClosed] = useState<TShift | null>(null);
  const [paper, setPaper] = usePaperWidth();
  const refresh = () => queryClient.invalidateQueries({ queryKey: shiftsKey });
  const data = current.data;
  const currency = data?.currency ?? 'USD';
  const money = (major: number) => formatMoney(amountToMinor(major), currency);
  const shift = data?.shift ?? null;

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title="Cash Drawer"
        description="Open the shift with the float, pay in and out, and count the drawer to close it."
        actions={<PaperWidthSelect label="Report paper" value={paper} onChange={setPaper} />}
      />
      {current.isPending ? (
        <LoadingState />
      ) : current.isError || !data ? (
        <ErrorState message={LOAD_ERROR} onRetry={() => current.refetch()} />
      ) : (
        <div className="space-y-5">
          {justClosed ? (
            <ClosedNotice shift={justClosed} money={money} onPrint={() => printShift(justClosed.id, paper)} />
          ) : null}
          {shift ? (
            <Card>
              <CardHeader className="flex-wrap">
                <div className="min-w-0">
                  <CardTitle>Shift #{shift.id} is open</CardTitle>
                  <p className="text-xs text-stone-500">
                    Since {dateTime(shift.opened_at)}
                    {shift.opened_by ? ` · opened by ${shift.opened_by}` : ''}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button variant="outline" size="sm" onClick={() => setMoving('pay_in')}>
                    <ArrowDownToLine className="h-4 w-4" aria-hidden /> Pay In
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => setMoving('pay_out')}>
                    <ArrowUpFromLine className="h-4 w-4" aria-hidden /> Pay Out
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => printShift(shift.id, paper)}>
                    <Printer className="h-4 w-4" aria-hidden /> Print X Report
                  </Button>
                  <Button size="sm" onClick={() => setClosing(true)}>
                    <Lock className="h-4 w-4" aria-hidden /> Close Shift
                  </Button>
                </div>
              </CardHeader>
              <CardBody>
                <h2 className="sr-only">X report</h2>
                <ReportSections sections={shiftReportSections(shift, money)} />
              </CardBody>
            </Card>
          ) : (
            <OpenShiftCard onOpened={refresh} />
          )}
          <ShiftHistory money={money} onPrint={(id) => printShift(id, paper)} />
        </div>
      )}
      {shift && moving ? (
        <CashMovementDialog
          shiftId={shift.id}
          kind={moving}
          onDone={refresh}
          onClose={() => setMoving(null)}
        />
      ) : null}
      {shift && closing && data ? (
        <CloseShiftDialog
          shift={shift}
          denominations={data.denominations}
          onClosed={async (closed) => {
            setJustClosed(closed);
            await refresh();
          }}
          onClose={() => setClosing(false)}
        />
      ) : null}
    </div>
  );
}

function OpenShiftCard({ onOpened }: { onOpened: () => Promise<unknown> }) {
  const [float, setFloat] = useState('');
  const [busy, setBusy] = useState(false);
  const amount = parseAmountInput(float);
  const submit = async () => {
    setBusy(true);
    try {
      const result = await openShift({ openingFloat: float });
      toast.success(result.message);
      await onOpened();
      setFloat('');
    } catch (error) {
      toast.error(errorMessage(error, 'Error processing your request, Please try later!'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card>
      <CardBody>
        <EmptyState
          icon={<Wallet className="h-6 w-6" aria-hidden />}
          title="No shift is open"
          description="Count the cash in the drawer and open the shift with it as the float."
          className="py-6"
          action={
            <form
              className="flex flex-wrap items-end justify-center gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                if (amount !== null && !busy) void submit();
              }}
            >
              <TextField
                label="Opening float"
                inputMode="decimal"
                placeholder="0.00"
                className="w-40 text-left"
                value={float}
                error={
                  float.trim() !== '' && amount === null
                    ? 'Please enter the cash counted in the drawer!'
                    : null
                }
                onValueChange={setFloat}
              />
              <Button type="submit" loading={busy} disabled={amount === null}>
                Open Shift
              </Button>
            </form>
          }
        />
      </CardBody>
    </Card>
  );
}

function ClosedNotice({
  shift,
  money,
  onPrint,
}: {
  shift: TShift;
  money: (major: number) => string;
  onPrint: () => void;
}) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 px-5 py-3.5 text-sm text-emerald-900"
    >
      <p>
        Shift #{shift.id} closed: counted {money(shift.counted ?? 0)} against {money(shift.cash.expected)}{' '}
        expected ({signedMoney(shift.variance ?? 0, money)}).
      </p>
      <Button variant="outline" size="sm" onClick={onPrint}>
        <Printer className="h-4 w-4" aria-hidden /> Print Close Report
      </Button>
    </div>
  );
}

function ShiftHistory({
  money,
  onPrint,
}: {
  money: (major: number) => string;
  onPrint: (id: number) => void;
}) {
  const history = useShiftHistory();
  const closed = (history.data ?? []).filter((s: TShiftListItem) => s.status === 'closed');
  return (
    <Card>
      <CardHeader>
        <CardTitle>Past shifts</CardTitle>
      </CardHeader>
      {history.isPending ? (
        <LoadingState className="py-6" />
      ) : history.isError ? (
        <ErrorState message={LOAD_ERROR} onRetry={() => history.refetch()} className="py-6" />
      ) : closed.length === 0 ? (
        <p className="px-5 py-6 text-sm text-stone-500">No closed shifts yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <Table aria-label="Past shifts">
            <THead>
              <tr>
                <TH>#</TH>
                <TH>Opened</TH>
                <TH>Closed</TH>
                <TH className="text-right">Float</TH>
                <TH className="text-right">Expected</TH>
                <TH className="text-right">Counted</TH>
                <TH className="text-right">Variance</TH>
                <TH className="text-right">Report</TH>
              </tr>
            </THead>
            <TBody>
              {closed.map((s) => (
                <TR key={s.id}>
                  <TD className="text-stone-500">{s.id}</TD>
                  <TD>
                    {dateTime(s.opened_at)}
                    {s.opened_by ? <span className="block text-xs text-stone-500">{s.opened_by}</span> : null}
                  </TD>
                  <TD>
                    {s.closed_at ? dateTime(s.closed_at) : '—'}
                    {s.closed_by ? <span className="block text-xs text-stone-500">{s.closed_by}</span> : null}
                  </TD>
                  <TD className="text-right tabular-nums">{money(s.opening_float)}</TD>
                  <TD className="text-right tabular-nums">{money(s.expected ?? 0)}</TD>
                  <TD className="text-right tabular-nums">{money(s.counted ?? 0)}</TD>
                  <TD
                    className={`text-right tabular-nums ${(s.variance ?? 0) < 0 ? 'text-red-700' : (s.variance ?? 0) > 0 ? 'text-amber-700' : ''}`}
                  >
                    {signedMoney(s.variance ?? 0, money)}
                  </TD>
                  <TD className="text-right">
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => onPrint(s.id)}
                      aria-label={`Print shift ${s.id}`}
                    >
                      <Printer className="h-4 w-4" aria-hidden /> Print
                    </Button>
                  </TD>
                </TR>
              ))}
            </TBody>
          </Table>
        </div>
      )}
    </Card>
  );
}
