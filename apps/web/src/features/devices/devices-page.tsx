import { useQueryClient } from '@tanstack/react-query';
import { Laptop, Smartphone, Trash2 } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useConfirm } from '../../components/ui/confirm';
import { PageHeader } from '../../components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { useFormat } from '../../i18n/format';
import { withToast } from '../../lib/toast';
import { devicesKey, removeDevice, useDevices } from './api/devices-api';
import { useDevicesText } from './i18n';

/**
 * A device's name in the language shown: the server names it in English from its browser and
 * system ("Chrome on Windows", "Unknown device"); the product names in it stay as they are.
 */
function deviceName(name: string, t: ReturnType<typeof useDevicesText>['t']): string {
  if (name === 'Unknown device') return t('unknownDevice');
  const parts = /^(.+) on (.+)$/.exec(name);
  return parts ? t('browserOnSystem', { browser: parts[1], system: parts[2] }) : name;
}

/** Signed-in sessions of the user (spec 2, section 2.8). */
export function DevicesPage() {
  const { data, isPending, isError, refetch } = useDevices();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const { t } = useDevicesText();
  const format = useFormat();

  const onRemove = async (deviceId: string) => {
    if (!(await confirm({ message: t('removeConfirm'), confirmLabel: t('remove') }))) return;
    try {
      await withToast(removeDevice(deviceId));
      await queryClient.invalidateQueries({ queryKey: devicesKey });
    } catch {
      // The toast already told the user.
    }
  };

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={t('title')} description={t('description')} />
      {isPending ? (
        <LoadingState />
      ) : isError ? (
        <ErrorState message={t('loadError')} onRetry={() => refetch()} />
      ) : data.devices.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          {data.devices.map((device) => {
            const Icon = /iPhone|Android|iPad/.test(device.device_name) ? Smartphone : Laptop;
            return (
              <Card key={device.device_id} className="flex items-start gap-4 p-5">
                <div className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-stone-100 text-stone-600">
                  <Icon className="h-5 w-5" aria-hidden />
                </div>
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <p className="font-medium text-stone-900">{deviceName(device.device_name, t)}</p>
                    {device.isMyDevice ? <Badge tone="green">{t('thisDevice')}</Badge> : null}
                  </div>
                  <p className="mt-1 text-sm text-stone-500">{t('ip', { ip: device.device_ip })}</p>
                  <p className="text-sm text-stone-500">
                    {t('signedIn', { when: format.date(device.created_at) })}
                  </p>
                </div>
                {device.isMyDevice ? null : (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('removeDevice', { name: deviceName(device.device_name, t) })}
                    onClick={() => onRemove(device.device_id)}
                  >
                    <Trash2 className="h-4 w-4 text-red-600" />
                  </Button>
                )}
              </Card>
            );
          })}
        </div>
      )}
    </div>
  );
}
