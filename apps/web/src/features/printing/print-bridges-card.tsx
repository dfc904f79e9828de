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
import { useFormat } from '../../i18n/format';
import { withToast } from '../../lib/toast';
import { bridgesKey, createPairingCode, removeBridge, useBridges } from './api/printing-api';
import { usePrintingText } from './i18n';
import { RichText } from './rich-text';

/** The print bridge's program, its folder and its command: names, the same in every language. */
const PROGRAM = 'mise-print';
const PROGRAM_FOLDER = 'apps/print-bridge';
const RUN_COMMAND = 'mise-print run';

/**
 * The print bridges paired to the store: the small program on a computer in the restaurant that
 * reaches the printers. Pairing takes a one-time code from here; removing one revokes it at once.
 */
export function PrintBridgesCard() {
  const { data, isPending, isError, refetch } = useBridges();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [pairing, setPairing] = useState<TPairingCode | null>(null);
  const { t } = usePrintingText();
  const format = useFormat();

  const onPair = async () => {
    try {
      setPairing(await createPairingCode());
    } catch {
      // The API client's toast told the user.
    }
  };

  const onRemove = async (id: string, name: string) => {
    const ok = await confirm({
      message: t('removeBridgeConfirm', { name }),
      confirmLabel: t('remove'),
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
        <CardTitle>{t('printBridges')}</CardTitle>
        <Button variant="outline" onClick={onPair}>
          <Link2 className="h-4 w-4" aria-hidden />
          {t('pairBridge')}
        </Button>
      </CardHeader>
      <CardBody>
        <p className="mb-4 text-sm text-stone-600">
          <RichText
            message={(marks) => t('bridgeHelp', marks)}
            parts={{
              program: <code className="rounded bg-stone-100 px-1">{PROGRAM}</code>,
              folder: <code className="rounded bg-stone-100 px-1">{PROGRAM_FOLDER}</code>,
            }}
          />
        </p>
        {isPending ? (
          <LoadingState />
        ) : isError ? (
          <ErrorState message={t('loadError')} onRetry={() => refetch()} />
        ) : data.length === 0 ? (
          <p className="text-sm text-stone-500">{t('noBridges')}</p>
        ) : (
          <ul className="divide-y divide-stone-100" aria-label={t('pairedBridges')}>
            {data.map((bridge) => (
              <li key={bridge.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div>
                  <p className="flex items-center gap-2 font-medium text-stone-900">
                    {bridge.name}
                    {bridge.isConnected ? (
                      <Badge tone="green">{t('connected')}</Badge>
                    ) : (
                      <Badge tone="red">{t('offline')}</Badge>
                    )}
                  </p>
                  <p className="text-xs text-stone-500">
                    {t('pairedAt', { when: format.date(bridge.createdAt) })}
                    {bridge.lastSeenAt ? t('lastConnected', { when: format.date(bridge.lastSeenAt) }) : ''}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('removeNamed', { name: bridge.name })}
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
  const { t } = usePrintingText();
  const format = useFormat();
  const expires = format.date(pairing.expiresAt, { timeStyle: 'short' });
  const close = () => {
    void queryClient.invalidateQueries({ queryKey: bridgesKey });
    onClose();
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      title={t('pairBridge')}
      description={t('codeWorksOnce', { expires })}
      footer={<Button onClick={close}>{t('done')}</Button>}
    >
      <p
        className="text-center font-mono text-3xl font-semibold tracking-widest text-stone-900"
        data-testid="pairing-code"
      >
        {pairing.code}
      </p>
      <p className="mt-4 text-sm text-stone-600">
        <span className="sr-only">{t('pairingCodeAbove')} </span>
        {t('runOnComputer')}
      </p>
      <pre className="mt-2 rounded-lg bg-stone-900 p-3 text-xs break-all whitespace-pre-wrap text-stone-100">
        <code>{command}</code>
      </pre>
      <p className="mt-2 text-sm text-stone-600">
        <RichText
          message={(marks) => t('thenRun', marks)}
          parts={{ command: <code className="rounded bg-stone-100 px-1">{RUN_COMMAND}</code> }}
        />
      </p>
    </Dialog>
  );
}
