import { Copy, ExternalLink, Mail } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/button';
import { Card, CardBody } from '../../components/ui/card';
import { Dialog } from '../../components/ui/dialog';
import { LoadingState } from '../../components/ui/states';
import { useAppInfo } from '../app-info/use-app-info';
import { useSupportText } from './i18n';

/** Support e-mail with copy / mail app / web mail (spec 2, section 2.9); used by tenants and the operator. */
export function SupportPanel() {
  const { t } = useSupportText();
  const { data } = useAppInfo();
  const [open, setOpen] = useState(false);
  if (!data) return <LoadingState />;
  const email = data.supportEmail;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(email);
      toast.success(t('copied'));
    } catch {
      toast.error(t('copyFailed'));
    }
  };
  return (
    <Card>
      <CardBody className="flex flex-col items-center gap-4 py-10 text-center">
        <div className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Mail className="h-7 w-7" aria-hidden />
        </div>
        <div>
          <p className="text-stone-600">{t('writeToUs')}</p>
          <p className="mt-1 text-lg font-semibold text-stone-900 select-all">{email}</p>
          <p className="mt-2 text-sm text-stone-500">{t('replyWithin')}</p>
        </div>
        <Button onClick={() => setOpen(true)}>{t('contactSupport')}</Button>
      </CardBody>
      <Dialog open={open} onOpenChange={setOpen} title={t('contactSupport')} description={email} size="sm">
        <div className="grid gap-2">
          <Button variant="outline" onClick={copy}>
            <Copy className="h-4 w-4" /> {t('copyAddress')}
          </Button>
          <a href={`mailto:${email}`}>
            <Button variant="outline" className="w-full">
              <Mail className="h-4 w-4" /> {t('openMailApp')}
            </Button>
          </a>
          <a
            href={`https://mail.google.com/mail/?view=cm&fs=1&to=${encodeURIComponent(email)}`}
            target="_blank"
            rel="noreferrer"
          >
            <Button variant="outline" className="w-full">
              <ExternalLink className="h-4 w-4" /> {t('openWebMail')}
            </Button>
          </a>
        </div>
      </Dialog>
    </Card>
  );
}
