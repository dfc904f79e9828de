import type { TCashMovementKind, TShift, TShiftListItem } from '@mise/contracts';
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
import { text } from '../../i18n/app-i18n';
import { useFormat } from '../../i18n/format';
import { errorMessage } from '../../lib/api-client';
import { useLiveRefetch } from '../../lib/use-live-query';
import { parseAmountInput } from '../payments/amount-input';
import { PaperWidthSelect, usePaperWidth } from '../print/paper-width-select';
import { openPrintPopup } from '../print/print-popup';
import { amountToMinor } from '../print/receipt-model';
import { openShift, shiftsKey, useCurrentShift, useShiftHistory } from './api/shifts-api';
import { CashMovementDialog } from './cash-movement-dialog';
import { CloseShiftDialog } from './close-shift-dialog';
import { useShiftsText } from './i18n';
import { shiftReportSections, signedMoney } from './shift-report-model';

/** A shift's opening or closing time, in the language shown. */
function useDateTime() {
  const format = useFormat();
  return (iso: string) => format.date(iso, { dateStyle: 'medium', timeStyle: 'short' });
}

/** Prints a shift's report (X while open, the close after) on the till's receipt paper. */
function printShift(shiftId: number, widthMm: number) {
  if (!openPrintPopup(`/print-shift?id=${shiftId}&width=${widthMm}`)) {
    toast.error(text('shifts:allowPopups'));
  }
}

/**
 * The cash drawer (issue 17): open a shift with its float, pay in and out, read and print the X
 * report at any time, and close by counting the drawer; past shifts keep their count and variance.
 */
export function CashDrawerPage() {
  const { t } = useShiftsText();
  const format = useFormat();
  const dateTime = useDateTime();
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
  const money = (major: number) => format.money(amountToMinor(major), currency);
  const shift = data?.shift ?? null;

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title={t('cashDrawer')}
        description={t('cashDrawerDescription')}
        actions={<PaperWidthSelect label={t('reportPaper')} value={paper} onChange={setPaper} />}
      />
      {current.isPending ? (
        <LoadingState />
      ) : current.isError || !data ? (
        <ErrorState message={t('loadError')} onRetry={() => current.refetch()} />
      ) : (
        <div className="space-y-5">
          {justClosed ? (
            <ClosedNotice shift={justClosed} money={money} onPrint={() => printShift(justClosed.id, paper)} />
          ) : null}
          {shift ? (
            <Card>
              <CardHeader className="flex-wrap">
                <div className="min-w-0">
                  <CardTitle>{t('shiftOpen', { id: String(shift.id) })}</CardTitle>
                  <p className="text-xs text-stone-500">
                    {shift.opened_by
                      ? t('sinceOpenedBy', { time: dateTime(shift.opened_at), name: shift.opened_by })
                      : t('since', { time: dateTime(shift.opened_at) })}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button variant="outline" size="sm" onClick={() => setMoving('pay_in')}>
                    <ArrowDownToLine className="h-4 w-4" aria-hidden /> {t('payIn')}
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => setMoving('pay_out')}>
                    <ArrowUpFromLine className="h-4 w-4" aria-hidden /> {t('payOut')}
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => printShift(shift.id, paper)}>
                    <Printer className="h-4 w-4" aria-hidden /> {t('printXReport')}
                  </Button>
                  <Button size="sm" onClick={() => setClosing(true)}>
                    <Lock className="h-4 w-4" aria-hidden /> {t('closeShift')}
                  </Button>
                </div>
              </CardHeader>
              <CardBody>
                <h2 className="sr-only">{t('xReport')}</h2>
                <ReportSections sections={shiftReportSections(shift, money, t)} />
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
  const { t } = useShiftsText();
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
      toast.error(errorMessage(error, t('actionError')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card>
      <CardBody>
        <EmptyState
          icon={<Wallet className="h-6 w-6" aria-hidden />}
          title={t('noShiftOpen')}
          description={t('noShiftOpenDescription')}
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
                label={t('openingFloat')}
                inputMode="decimal"
                placeholder="0.00"
                className="w-40 text-start"
                value={float}
                error={float.trim() !== '' && amount === null ? t('invalidFloat') : null}
                onValueChange={setFloat}
              />
              <Button type="submit" loading={busy} disabled={amount === null}>
                {t('openShift')}
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
  const { t } = useShiftsText();
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 px-5 py-3.5 text-sm text-emerald-900"
    >
      <p>
        {t('closedNotice', {
          id: String(shift.id),
          counted: money(shift.counted ?? 0),
          expected: money(shift.cash.expected),
          variance: signedMoney(shift.variance ?? 0, money),
        })}
      </p>
      <Button variant="outline" size="sm" onClick={onPrint}>
        <Printer className="h-4 w-4" aria-hidden /> {t('printCloseReport')}
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
  const { t } = useShiftsText();
  const dateTime = useDateTime();
  const history = useShiftHistory();
  const closed = (history.data ?? []).filter((s: TShiftListItem) => s.status === 'closed');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('pastShifts')}</CardTitle>
      </CardHeader>
      {history.isPending ? (
        <LoadingState className="py-6" />
      ) : history.isError ? (
        <ErrorState message={t('loadError')} onRetry={() => history.refetch()} className="py-6" />
      ) : closed.length === 0 ? (
        <p className="px-5 py-6 text-sm text-stone-500">{t('noClosedShifts')}</p>
      ) : (
        <div className="overflow-x-auto">
          <Table aria-label={t('pastShifts')}>
            <THead>
              <tr>
                <TH>#</TH>
                <TH>{t('opened')}</TH>
                <TH>{t('closed')}</TH>
                <TH className="text-end">{t('float')}</TH>
                <TH className="text-end">{t('expected')}</TH>
                <TH className="text-end">{t('counted')}</TH>
                <TH className="text-end">{t('variance')}</TH>
                <TH className="text-end">{t('report')}</TH>
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
                  <TD className="text-end tabular-nums">{money(s.opening_float)}</TD>
                  <TD className="text-end tabular-nums">{money(s.expected ?? 0)}</TD>
                  <TD className="text-end tabular-nums">{money(s.counted ?? 0)}</TD>
                  <TD
                    className={`text-end tabular-nums ${(s.variance ?? 0) < 0 ? 'text-red-700' : (s.variance ?? 0) > 0 ? 'text-amber-700' : ''}`}
                  >
                    {signedMoney(s.variance ?? 0, money)}
                  </TD>
                  <TD className="text-end">
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => onPrint(s.id)}
                      aria-label={t('printShiftAria', { id: String(s.id) })}
                    >
                      <Printer className="h-4 w-4" aria-hidden /> {t('print')}
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
