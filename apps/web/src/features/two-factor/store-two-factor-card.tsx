import { useQueryClient } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { Card, CardBody, CardHeader, CardTitle } from '../../components/ui/card';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { SwitchRow } from '../../components/ui/switch';
import { withToast } from '../../lib/toast';
import { setStoreTwoFactor, storeTwoFactorKey, useStoreTwoFactor } from './api/two-factor-api';
import { useTwoFactorText } from './i18n';

/** The owner's switch: every user of the store must sign in with a second factor. */
export function StoreTwoFactorCard() {
  const { t } = useTwoFactorText();
  const { data, isPending, isError, refetch } = useStoreTwoFactor();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const onChange = async (required: boolean) => {
    setBusy(true);
    try {
      await withToast(setStoreTwoFactor(required));
      await queryClient.invalidateQueries({ queryKey: storeTwoFactorKey });
    } catch {
      // The toast has said why; the switch stays where the server has it.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Users className="h-5 w-5 text-brand-700" aria-hidden /> {t('storeSecurity')}
        </CardTitle>
      </CardHeader>
      <CardBody>
        {isPending ? (
          <LoadingState />
        ) : isError || !data ? (
          <ErrorState message={t('storeRulesLoadFailed')} onRetry={() => refetch()} />
        ) : (
          <SwitchRow
            label={t('requireForEveryone')}
            description={t('requireForEveryoneHelp')}
            checked={data.require_two_factor}
            disabled={busy}
            onCheckedChange={onChange}
          />
        )}
      </CardBody>
    </Card>
  );
}
