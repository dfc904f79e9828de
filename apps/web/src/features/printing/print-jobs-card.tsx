import type { TPrintJob } from '@mise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '../../components/ui/card';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { Table, TBody, TD, TH, THead, TR } from '../../components/ui/table';
import { withToast } from '../../lib/toast';
import { printJobsKey, retryPrintJob, usePrintJobs } from './api/printing-api';

const time = new Intl.DateTimeFormat(undefined, { timeStyle: 'short', dateStyle: 'short' });

const STATE: Record<TPrintJob['state'], { label: string; tone: 'neutral' | 'blue' | 'green' | 'red' }> = {
  queued: { label: 'Waiting', tone: 'neutral' },
  sent: { label: 'Printing', tone: 'blue' },
  printed: { label: 'Printed', tone: 'green' },
  failed: { label: 'Failed', tone: 'red' },
};

/** The latest print jobs and their state, as the bridge reports them; a failed one can be sent again. */
export function PrintJobsCard() {
  const { data, isPending, isError, refetch } = usePrintJobs();
  const queryClient = useQueryClient();
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
        <CardTitle>Recent print jobs</CardTitle>
      </CardHeader>
      <CardBody>
        {isPending ? (
          <LoadingState />
        ) : isError ? (
          <ErrorState message="Error loading data, Try Later!" onRetry={() => refetch()} />
        ) : data.length === 0 ? (
          <p className="text-sm text-stone-500">Nothing printed yet.</p>
        ) : (
          <Table aria-label="Recent print jobs">
            <THead>
              <tr>
                <TH className="hidden sm:table-cell">When</TH>
                <TH>What</TH>
                <TH className="hidden sm:table-cell">Printer</TH>
                <TH>State</TH>
                <TH className="w-24 text-right">
                  <span className="sr-only">Actions</span>
                </TH>
              </tr>
            </THead>
            <TBody>
              {data.map((job) => (
                <TR key={job.id}>
                  <TD className="hidden whitespace-nowrap text-stone-500 sm:table-cell">
                    {time.format(new Date(job.createdAt))}
                  </TD>
                  <TD className="text-stone-900">
                    <span className="block text-xs text-stone-500 sm:hidden">
                      {time.format(new Date(job.createdAt))}
                    </span>
                    {job.title}
                    {job.isReprint ? (
                      <Badge tone="amber" className="ml-2">
                        Reprint
                      </Badge>
                    ) : null}
                  </TD>
                  <TD className="hidden sm:table-cell">{job.printerName}</TD>
                  <TD>
                    <Badge tone={STATE[job.state].tone}>{STATE[job.state].label}</Badge>
                    {job.error ? <span className="mt-1 block text-xs text-red-700">{job.error}</span> : null}
                  </TD>
                  <TD className="text-right">
                    {job.state === 'failed' ? (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => onRetry(job.id)}
                        aria-label={`Print again: ${job.title}`}
                      >
                        Print again
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
