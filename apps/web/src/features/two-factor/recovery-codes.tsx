import { Copy, Download } from 'lucide-react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/button';
import { useTwoFactorText } from './i18n';

/**
 * The ten single-use recovery codes, shown once: each signs in when the phone is lost. Copy or
 * download them before going on.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTwoFactorText();
  const text = `${t('recoveryFileHeading')}\n\n${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = Object.assign(document.createElement('a'), {
      href: url,
      download: 'mise-recovery-codes.txt',
    });
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <div className="space-y-4">
      <div
        role="status"
        className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
      >
        {t('saveCodesNow')}
      </div>
      <ul aria-label={t('recoveryCodes')} className="grid grid-cols-2 gap-2 font-mono text-sm text-stone-900">
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-stone-100 px-3 py-1.5 text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() =>
            navigator.clipboard
              ?.writeText(text)
              .then(() => toast.success(t('codesCopied')))
              .catch(() => toast.error(t('copyBlockedDownload')))
          }
        >
          <Copy className="h-4 w-4" aria-hidden /> {t('copyCodes')}
        </Button>
        <Button variant="outline" onClick={download}>
          <Download className="h-4 w-4" aria-hidden /> {t('downloadCodes')}
        </Button>
        <Button className="ms-auto" onClick={onDone}>
          {t('savedThem')}
        </Button>
      </div>
    </div>
  );
}
