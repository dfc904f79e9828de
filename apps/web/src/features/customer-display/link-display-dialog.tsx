import { Link2, Link2Off, MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { useCustomerDisplays } from './api/customer-display-api';
import { type LinkedDisplay, linkDisplay, useLinkedDisplay } from './till-link';

const LOAD_ERROR = 'Error loading details! Please try later!';

/** The POS's "Customer display" button: shows the linked display's code, opens the link dialog. */
export function CustomerDisplayButton() {
  const linked = useLinkedDisplay();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <MonitorSmartphone className="h-4 w-4" aria-hidden />
        Customer display
        {linked ? (
          <span className="rounded bg-emerald-100 px-1.5 text-xs font-semibold text-emerald-900">
            {linked.code}
          </span>
        ) : null}
      </Button>
      {open ? <LinkDisplayDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** The store's displays open now; linking one makes it mirror this till. */
export function LinkDisplayDialog({ onClose }: { onClose: () => void }) {
  const displays = useCustomerDisplays();
  const linked = useLinkedDisplay();
  const [busy, setBusy] = useState<string | null>(null);

  const choose = async (display: LinkedDisplay | null) => {
    setBusy(display?.id ?? 'unlink');
    try {
      const answer = await linkDisplay(display);
      if (!answer.ok) toast.error(answer.message);
      else toast.success(display ? `Customer display ${display.code} linked!` : 'Customer display unlinked.');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Something went wrong!');
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Customer display"
      description="The guest sees this till's cart, totals and the tip question on the display you link."
      size="sm"
      footer={
        <>
          {linked ? (
            <Button variant="outline" onClick={() => choose(null)} loading={busy === 'unlink'}>
              <Link2Off className="h-4 w-4" aria-hidden />
              Unlink
            </Button>
          ) : null}
          <Button onClick={onClose}>Done</Button>
        </>
      }
    >
      {displays.isPending ? (
        <LoadingState className="py-6" />
      ) : displays.isError ? (
        <ErrorState message={LOAD_ERROR} onRetry={() => displays.refetch()} className="py-6" />
      ) : displays.data.length === 0 ? (
        <p className="py-4 text-sm text-stone-600">
          No customer display is open. Sign in on the guest-facing screen with a user holding the Customer
          Display permission and open <span className="font-mono">/customer-display</span>: it appears here
          with its code.
        </p>
      ) : (
        <ul className="divide-y divide-stone-100" aria-label="Customer displays">
          {displays.data.map((display) => {
            const isLinked = linked?.id === display.id;
            return (
              <li key={display.id} className="flex items-center justify-between gap-3 py-2.5">
                <div className="min-w-0">
                  <p className="font-mono text-lg font-semibold text-stone-900">{display.code}</p>
                  <p className="truncate text-xs text-stone-500">{display.name}</p>
                </div>
                {isLinked ? (
                  <span className="text-sm font-medium text-emerald-800">Linked</span>
                ) : (
                  <Button
                    size="sm"
                    variant="outline"
                    loading={busy === display.id}
                    onClick={() => choose({ id: display.id, code: display.code })}
                    aria-label={`Link display ${display.code}`}
                  >
                    <Link2 className="h-4 w-4" aria-hidden />
                    Link
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
