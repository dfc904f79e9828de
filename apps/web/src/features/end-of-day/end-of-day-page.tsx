import { useQueryClient } from '@tanstack/react-query';
import { Banknote, Download, Lock, Printer, Receipt, Users, Wallet } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { useConfirm } from '../../components/ui/confirm';
import { Field, Input } from '../../components/ui/input';
import { PageHeader } from '../../components/ui/page-header';
import { ReportSections } from '../../components/ui/report-sections';
import { StatCard } from '../../components/ui/stat-card';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { useFormat } from '../../i18n/format';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useLiveRefetch } from '../../lib/use-live-query';
import { PaperWidthSelect, usePaperWidth } from '../print/paper-width-select';
import { openPrintPopup } from '../print/print-popup';
import { amountToMinor } from '../print/receipt-model';
import type { Translate } from '../shifts/shift-report-model';
import { closeDay, endOfDayCsvUrl, endOfDayKey, useEndOfDay } from './api/end-of-day-api';
import { endOfDaySections } from './end-of-day-model';
import { useEndOfDayText } from './i18n';

/** "Closed 11:30 PM by Ana", with the time or the name left out when the day has none. */
function closedBadge(t: Translate, time: string | null, by: string | null): string {
  if (time && by) return t('closedTimeBy', { time, by });
  if (time) return t('closedTime', { time });
  return by ? t('closedBy', { by }) : t('closed');
}

/**
 * End of day, the Z report (issue 17): the store's day so far, or as it was closed. Closing it makes
 * its figures final; it prints on the receipt roll and downloads as CSV for the accountant.
 */
export function EndOfDayPage() {
  const { t } = useEndOfDayText();
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const asked = params.get('date') ?? 'today';
  const query = useEndOfDay(asked);
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  useLiveRefetch([...endOfDayKey, asked]);
  const [paper, setPaper] = usePaperWidth();
  const [closing, setClosing] = useState(false);
  const z = query.data;
  const money = (major: number) => format.money(amountToMinor(major), z?.currency ?? 'USD');

  const onClose = async () => {
    if (!z) return;
    const ok = await confirm({
      title: t('closeDayTitle'),
      message: t('closeDayMessage', { date: z.date }),
      confirmLabel: t('closeDay'),
    });
    if (!ok) return;
    setClosing(true);
    try {
      const result = await closeDay(z.date);
      toast.success(result.message);
      queryClient.setQueryData([...endOfDayKey, asked], result.report);
      await queryClient.invalidateQueries({ queryKey: endOfDayKey });
    } catch (error) {
      toast.error(errorMessage(error, t('actionError')));
    } finally {
      setClosing(false);
    }
  };

  const print = () => {
    if (z && !openPrintPopup(`/print-end-of-day?date=${z.date}&width=${paper}`)) {
      toast.error(t('allowPopups'));
    }
  };

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title={t('endOfDay')}
        description={
          z ? (
            <span className="inline-flex flex-wrap items-center gap-2">
              {z.date}
              {z.status === 'closed' ? (
                <Badge tone="green">
                  {closedBadge(
                    t,
                    z.closed_at ? format.date(z.closed_at, { timeStyle: 'short' }) : null,
                    z.closed_by,
                  )}
                </Badge>
              ) : (
                <Badge tone="amber">{t('openSoFar')}</Badge>
              )}
            </span>
          ) : (
            t('zReportDescription')
          )
        }
        actions={
          <>
            <Field label={t('day')} className="flex items-center gap-2 space-y-0 whitespace-nowrap">
              {(ids) => (
                <Input
                  {...ids}
                  type="date"
                  className="w-40"
                  value={z?.date ?? ''}
                  onChange={(e) => e.target.value && setParams({ date: e.target.value })}
                />
              )}
            </Field>
            <PaperWidthSelect label={t('paper')} value={paper} onChange={setPaper} />
          </>
        }
      />
      {query.isPending ? (
        <LoadingState />
      ) : query.isError || !z ? (
        <ErrorState
          message={errorMessage(query.error, t('reportsLoadError'))}
          onRetry={() => query.refetch()}
        />
      ) : (
        <div className={cn('space-y-5 transition-opacity', query.isFetching && 'opacity-60')}>
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="outline" size="sm" onClick={print}>
              <Printer className="h-4 w-4" aria-hidden /> {t('print')}
            </Button>
            <a
              href={endOfDayCsvUrl(z.date)}
              download
              className="inline-flex h-8 items-center gap-1.5 rounded-lg border border-stone-300 bg-white px-3 text-sm font-medium text-stone-800 shadow-xs hover:bg-stone-50"
            >
              <Download className="h-4 w-4" aria-hidden /> {t('downloadCsv')}
            </a>
            {z.status === 'open' ? (
              <Button size="sm" onClick={onClose} loading={closing} disabled={z.open_shifts > 0}>
                <Lock className="h-4 w-4" aria-hidden /> {t('closeDay')}
              </Button>
            ) : null}
          </div>
          {z.status === 'open' && z.open_shifts > 0 ? (
            <p
              role="note"
              className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
            >
              {t('shiftStillOpen')}{' '}
              <Link to="/dashboard/cash-drawer" className="font-medium underline">
                {t('goToCashDrawer')}
              </Link>
            </p>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatCard label={t('netSalesTile')} value={money(z.net_sales)} icon={Receipt} />
            <StatCard label={t('total')} value={money(z.total)} icon={Banknote} />
            <StatCard label={t('netTakingsTile')} value={money(z.net_takings)} icon={Wallet} />
            <StatCard label={t('covers')} value={z.covers} icon={Users} />
          </div>
          <ReportSections sections={endOfDaySections(z, money, t)} />
        </div>
      )}
    </div>
  );
}
