import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '../../components/ui/card';
import { TextField } from '../../components/ui/input';
import { withToast } from '../../lib/toast';
import { saveTillSettings, tillKey, useTillSettings } from './api/till-api';
import { useTillText } from './i18n';

/** The store's shared-till setting: after how many idle minutes a till locks until someone types a PIN. */
export function TillLockSettingsCard() {
  const { t } = useTillText();
  const settings = useTillSettings();
  const queryClient = useQueryClient();
  const [minutes, setMinutes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (settings.data) setMinutes(String(settings.data.lock_minutes));
  }, [settings.data]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const value = Number(minutes);
    if (!/^\d{1,3}$/.test(minutes.trim()) || value > 240) return setError(t('invalidLockMinutes'));
    setError(null);
    setBusy(true);
    try {
      await withToast(saveTillSettings({ lockMinutes: value }));
      await queryClient.invalidateQueries({ queryKey: tillKey });
    } catch {
      // The toast says why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="max-w-4xl">
      <CardHeader>
        <CardTitle>{t('sharedTill')}</CardTitle>
      </CardHeader>
      <CardBody>
        <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3">
          <TextField
            label={t('lockMinutes')}
            hint={t('lockMinutesHint')}
            inputMode="numeric"
            className="w-72"
            value={minutes}
            error={error}
            onValueChange={setMinutes}
          />
          <Button type="submit" loading={busy} className="mb-6">
            {t('setTillLock')}
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
