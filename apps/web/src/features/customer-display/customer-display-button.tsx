import { MonitorSmartphone } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useCustomerDisplayText } from './i18n';
import { useLinkedDisplay } from './till-link';

// The link dialog (the store's displays, fetched as it opens) comes with its first opening.
const LinkDisplayDialog = lazy(async () => ({
  default: (await import('./link-display-dialog')).LinkDisplayDialog,
}));

/** The POS's "Customer display" button: shows the linked display's code, opens the link dialog. */
export function CustomerDisplayButton() {
  const { t } = useCustomerDisplayText();
  const linked = useLinkedDisplay();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <MonitorSmartphone className="h-4 w-4" aria-hidden />
        {t('customerDisplay')}
        {linked ? (
          <span className="rounded bg-emerald-100 px-1.5 text-xs font-semibold text-emerald-900">
            {linked.code}
          </span>
        ) : null}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <LinkDisplayDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
