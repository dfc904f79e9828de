import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { errorMessage } from '../../lib/api-client';
import { receiptDataOf } from '../print/api/receipt-api';
import { Receipt } from '../print/print-receipt-page';
import { getLinkedReceipt } from './api/receipt-links-api';
import { useReceiptLinksText } from './i18n';

/**
 * The guest's receipt, opened from the link or QR code staff gave them (issue 29 §3), without a
 * login: the same receipt the store prints, which they can print or save.
 */
export function GuestReceiptPage() {
  const { t } = useReceiptLinksText();
  const link = useParams().link ?? '';
  const receipt = useQuery({
    queryKey: ['guest-receipt', link],
    queryFn: async () => receiptDataOf(await getLinkedReceipt(link)),
    retry: false,
    refetchOnWindowFocus: false,
  });
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center gap-4 bg-stone-50 px-4 py-6">
      <h1 className="text-lg font-semibold text-stone-900">{t('yourReceipt')}</h1>
      {receipt.isPending ? (
        <LoadingState />
      ) : receipt.isError ? (
        <ErrorState message={errorMessage(receipt.error, t('openFailed'))} />
      ) : (
        <>
          <div
            className="w-full overflow-x-auto rounded-xl bg-white p-2 shadow-sm"
            data-testid="guest-receipt"
          >
            <Receipt data={receipt.data} />
          </div>
          <Button variant="outline" size="lg" className="no-print" onClick={() => window.print()}>
            <Printer className="h-4 w-4" aria-hidden />
            {t('printOrSave')}
          </Button>
        </>
      )}
    </main>
  );
}
