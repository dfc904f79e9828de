import { KitchenAgeLimitsBody, type TKitchenAgeLimits } from '@mise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useDialogForm } from '../../components/ui/form-dialog';
import { TextField } from '../../components/ui/input';
import { QueryCard } from '../../components/ui/query-card';
import {
  kitchenAgeLimitsKey,
  kitchenSetupKey,
  saveKitchenAgeLimits,
  useKitchenAgeLimits,
} from '../kitchen/api/kitchen-api';
import { useStationsText } from './i18n';

/** When a kitchen ticket turns amber ("Waiting"), then red ("Late"), in minutes since it came in. */
export function TicketColoursCard() {
  const { t } = useStationsText();
  return (
    <QueryCard title={t('ticketColours')} query={useKitchenAgeLimits()} className="mt-6">
      {(data) => <TicketColoursForm key={JSON.stringify(data)} saved={data} />}
    </QueryCard>
  );
}

function TicketColoursForm({ saved }: { saved: TKitchenAgeLimits }) {
  const queryClient = useQueryClient();
  const { t } = useStationsText();
  const form = useDialogForm<'waitingMinutes' | 'lateMinutes'>();
  const [waiting, setWaiting] = useState(String(saved.waitingMinutes));
  const [late, setLate] = useState(String(saved.lateMinutes));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { waitingMinutes: Number(waiting), lateMinutes: Number(late) };
    const ok = await form.submit(KitchenAgeLimitsBody, body, () => saveKitchenAgeLimits(body));
    if (!ok) return;
    await queryClient.invalidateQueries({ queryKey: kitchenAgeLimitsKey });
    await queryClient.invalidateQueries({ queryKey: kitchenSetupKey });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-2xl space-y-4">
      <p className="text-sm text-stone-600">{t('ticketColoursHint')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('amberAfter')}
          inputMode="numeric"
          error={form.errorFor('waitingMinutes')}
          inputRef={form.register('waitingMinutes')}
          value={waiting}
          onValueChange={setWaiting}
        />
        <TextField
          label={t('redAfter')}
          inputMode="numeric"
          error={form.errorFor('lateMinutes')}
          inputRef={form.register('lateMinutes')}
          value={late}
          onValueChange={setLate}
        />
      </div>
      <Button type="submit" disabled={form.busy}>
        {t('saveTicketColours')}
      </Button>
    </form>
  );
}
