import { Copy, Mail } from 'lucide-react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { errorMessage } from '../../lib/api-client';
import { qrDataUrl } from '../settings/qr-code';
import { createReceiptLink } from './api/receipt-links-api';
import { useReceiptLinksText } from './i18n';

/** The QR code's size on the phone's screen: large enough for a guest's camera at arm's length. */
const QR_WIDTH = 480;

/**
 * The receipt for the guest as a link (issue 29 §3): a QR code the guest scans from the server's
 * phone, or the link by e-mail (the phone's mail app, addressed by the guest) or copied.
 */
export function ReceiptLinkDialog({
  orderIds,
  title,
  onClose,
}: {
  orderIds: number[];
  /** What the receipt is of ("Table 3"). */
  title: string;
  onClose: () => void;
}) {
  const { t } = useReceiptLinksText();
  const [link, setLink] = useState<{ url: string; qr: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const key = orderIds.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: one link per set of orders (key).
  useEffect(() => {
    let live = true;
    setError(null);
    createReceiptLink(orderIds)
      .then(async ({ path }) => {
        const url = new URL(path, window.location.origin).toString();
        const qr = await qrDataUrl(url, QR_WIDTH);
        if (live) setLink({ url, qr });
      })
      .catch((e: unknown) => live && setError(errorMessage(e, t('linkFailed'))));
    return () => {
      live = false;
    };
  }, [key]);

  const mail = link
    ? `mailto:?subject=${encodeURIComponent(t('mailSubject', { title }))}&body=${encodeURIComponent(t('mailBody', { url: link.url }))}`
    : undefined;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('dialogTitle')}
      description={t('dialogDescription')}
      size="sm"
      footer={<Button onClick={onClose}>{t('done')}</Button>}
    >
      {error ? (
        <ErrorState message={error} />
      ) : !link ? (
        <LoadingState className="py-6" />
      ) : (
        <div className="flex flex-col items-center gap-3">
          <img
            src={link.qr}
            alt={t('qrAlt', { title })}
            className="aspect-square w-full max-w-64"
            data-testid="receipt-link-qr"
          />
          <p className="w-full text-center text-xs break-all text-stone-600" data-testid="receipt-link-url">
            {link.url}
          </p>
          <div className="grid w-full grid-cols-2 gap-2">
            <a
              href={mail}
              className="inline-flex h-11 items-center justify-center gap-2 rounded-lg border border-stone-300 bg-white text-sm font-medium text-stone-800 hover:bg-stone-50"
            >
              <Mail className="h-4 w-4" aria-hidden />
              {t('email')}
            </a>
            <Button
              variant="outline"
              className="h-11"
              onClick={() =>
                navigator.clipboard?.writeText(link.url).then(
                  () => toast.success(t('linkCopied')),
                  () => toast.error(t('copyNotAllowed')),
                )
              }
            >
              <Copy className="h-4 w-4" aria-hidden />
              {t('copyLink')}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
