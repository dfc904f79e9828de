import type { TPrintJob } from '@mise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '../../components/ui/card';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { Table, TBody, TD, TH, THead, TR } from '../../components/ui/table';
import { useFormat } from '../../i18n/format';
import { withToast } from '../../lib/toast';
import { printJobsKey, retryPrintJob, usePrintJobs } from './api/printing-api';
import { usePrintingText } from './i18n';

const TIME: Intl.DateTimeFormatOptions = { timeStyle: 'short', dateStyle: 'short' };

/** Each state's label (a catalogue key, translated at render) and colour. */
const STATE: Record<TPrintJob['state'], { labelKey: string; tone: 'neutral' | 'blue' | 'green' | 'red' }> = {
  queued: { labelKey: 'jobQueued', tone: 'neutral' },
  sent: { labelKey: 'jobSent', tone: 'blue' },
  printed: { labelKey: 'jobPrinted', tone: 'green' },
  failed: { labelKey: 'jobFailed', tone: 'red' },
};

/** The latest print jobs and their state, as the bridge reports them; a failed one can be sent again. */
export function PrintJobsCard() {
  const { data, isPending, isError, refetch } = usePrintJobs();
  const queryClient = useQueryClient();
  const { t } = usePrintingText();
  const format = useFormat();
  const onRetry = async (id: number) => {
    try {
      await withToast(retryPrintJob(id));
      await queryClient.invalidateQueries({ queryKey: printJobsKey });
    } catch {
      // The toast told the user.
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('recentJobs')}</CardTitle>
      </CardHeader>
      <CardBody>
        {isPending ? (
          <LoadingState />
        ) : isError ? (
          <ErrorState message={t('loadError')} onRetry={() => refetch()} />
        ) : data.length === 0 ? (
          <p className="text-sm text-stone-500">{t('nothingPrinted')}</p>
        ) : (
          <Table aria-label={t('recentJobs')}>
            <THead>
              <tr>
                <TH className="hidden sm:table-cell">{t('when')}</TH>
                <TH>{t('what')}</TH>
                <TH className="hidden sm:table-cell">{t('printer')}</TH>
                <TH>{t('state')}</TH>
                <TH className="w-24 text-end">
                  <span className="sr-only">{t('actions')}</span>
                </TH>
              </tr>
            </THead>
            <TBody>
              {data.map((job) => (
                <TR key={job.id}>
                  <TD className="hidden whitespace-nowrap text-stone-500 sm:table-cell">
                    {format.date(job.createdAt, TIME)}
                  </TD>
                  <TD className="text-stone-900">
                    <span className="block text-xs text-stone-500 sm:hidden">
                      {format.date(job.createdAt, TIME)}
                    </span>
                    {job.title}
                    {job.isReprint ? (
                      <Badge tone="amber" className="ms-2">
                        {t('reprint')}
                      </Badge>
                    ) : null}
                  </TD>
                  <TD className="hidden sm:table-cell">{job.printerName}</TD>
                  <TD>
                    <Badge tone={STATE[job.state].tone}>{t(STATE[job.state].labelKey)}</Badge>
                    {job.error ? <span className="mt-1 block text-xs text-red-700">{job.error}</span> : null}
                  </TD>
                  <TD className="text-end">
                    {job.state === 'failed' ? (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => onRetry(job.id)}
                        aria-label={t('printAgainNamed', { title: job.title })}
                      >
                        {t('printAgain')}
                      </Button>
                    ) : null}
                  </TD>
                </TR>
              ))}
            </TBody>
          </Table>
        )}
      </CardBody>
    </Card>
  );
}
