import type { TPairingCode } from '@mise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Link2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '../../components/ui/card';
import { useConfirm } from '../../components/ui/confirm';
import { Dialog } from '../../components/ui/dialog';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { withToast } from '../../lib/toast';
import { bridgesKey, createPairingCode, removeBridge, useBridges } from './api/printing-api';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The print bridges paired to the store: the small program on a computer in the restaurant that
 * reaches the printers. Pairing takes a one-time code from here; removing one revokes it at once.
 */
export function PrintBridgesCard() {
  const { data, isPending, isError, refetch } = useBridges();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [pairing, setPairing] = useState<TPairingCode | null>(null);

  const onPair = async () => {
    try {
      setPairing(await createPairingCode());
    } catch {
      // The API client's toast told the user.
    }
  };

  const onRemove = async (id: string, name: string) => {
    const ok = await confirm({
      message: `Remove ${name}? It stops printing at once and must be paired again to print.`,
      confirmLabel: 'Remove',
    });
    if (!ok) return;
    try {
      await withToast(removeBridge(id));
      await queryClient.invalidateQueries({ queryKey: bridgesKey });
    } catch {
      // The toast told the user.
    }
  };

  return (
    <Card>
      <CardHeader className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle>Print bridges</CardTitle>
        <Button variant="outline" onClick={onPair}>
          <Link2 className="h-4 w-4" aria-hidden />
          Pair a Print Bridge
        </Button>
      </CardHeader>
      <CardBody>
        <p className="mb-4 text-sm text-stone-600">
          A browser cannot reach your printers. Run the print bridge on any computer on the restaurant's
          network that stays on (<code className="rounded bg-stone-100 px-1">mise-print</code>, in the Mise
          repository's <code className="rounded bg-stone-100 px-1">apps/print-bridge</code>): it takes the
          print jobs and sends them to the printers.
        </p>
        {isPending ? (
          <LoadingState />
        ) : isError ? (
          <ErrorState message="Error loading data, Try Later!" onRetry={() => refetch()} />
        ) : data.length === 0 ? (
          <p className="text-sm text-stone-500">No print bridge paired yet.</p>
        ) : (
          <ul className="divide-y divide-stone-100" aria-label="Paired print bridges">
            {data.map((bridge) => (
              <li key={bridge.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div>
                  <p className="flex items-center gap-2 font-medium text-stone-900">
                    {bridge.name}
                    {bridge.isConnected ? (
                      <Badge tone="green">Connected</Badge>
                    ) : (
                      <Badge tone="red">Offline</Badge>
                    )}
                  </p>
                  <p className="text-xs text-stone-500">
                    Paired {dateTime.format(new Date(bridge.createdAt))}
                    {bridge.lastSeenAt
                      ? ` · last connected ${dateTime.format(new Date(bridge.lastSeenAt))}`
                      : ''}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove ${bridge.name}`}
                  onClick={() => onRemove(bridge.id, bridge.name)}
                >
                  <Trash2 className="h-4 w-4 text-red-600" aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
      {pairing ? <PairingDialog pairing={pairing} onClose={() => setPairing(null)} /> : null}
    </Card>
  );
}

function PairingDialog({ pairing, onClose }: { pairing: TPairingCode; onClose: () => void }) {
  const queryClient = useQueryClient();
  const command = `mise-print pair --server ${window.location.origin} --code ${pairing.code}`;
  const expires = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(
    new Date(pairing.expiresAt),
  );
  const close = () => {
    void queryClient.invalidateQueries({ queryKey: bridgesKey });
    onClose();
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      title="Pair a Print Bridge"
      description={`This code works once, until ${expires}.`}
      footer={<Button onClick={close}>Done</Button>}
    >
      <p
        className="text-center font-mono text-3xl font-semibold tracking-widest text-stone-900"
        data-testid="pairing-code"
      >
        {pairing.code}
      </p>
      <p className="mt-4 text-sm text-stone-600">
        <span className="sr-only">Pairing code above. </span>On the computer next to your printers, run:
      </p>
      <pre className="mt-2 rounded-lg bg-stone-900 p-3 text-xs break-all whitespace-pre-wrap text-stone-100">
        <code>{command}</code>
      </pre>
      <p className="mt-2 text-sm text-stone-600">
        then <code className="rounded bg-stone-100 px-1">mise-print run</code> to start printing. It appears
        here once connected.
      </p>
    </Dialog>
  );
}
