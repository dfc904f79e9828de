import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { errorMessage } from '../../lib/api-client';
import { hasCredentials, NO_CREDENTIALS } from '../approvals/manager-approval-fields';
import { ReasonAndApprovalForm } from '../approvals/reason-and-approval-form';
import { useVoidsText } from './i18n';

/**
 * Cancelling orders when the user is not a manager: the orders' lines went to the kitchen, so they
 * are voided, with a reason and a manager approving on the spot. The spec's warning is kept.
 */
export function CancelOrdersDialog({
  title,
  onCancel,
  onClose,
}: {
  title: string;
  onCancel: (why: { reason: string; approval: { username: string; password: string } }) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useVoidsText();
  const [reason, setReason] = useState('');
  const [manager, setManager] = useState(NO_CREDENTIALS);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ready = reason.trim() !== '' && hasCredentials(manager);

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await onCancel({ reason, approval: manager });
      onClose();
    } catch (caught) {
      setError(errorMessage(caught, t('actionError')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={title}
      description={t('cancelOrderWarning')}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('no')}
          </Button>
          <Button variant="danger" onClick={submit} disabled={!ready} loading={busy}>
            {t('yesCancel')}
          </Button>
        </>
      }
    >
      <ReasonAndApprovalForm
        reason={reason}
        onReasonChange={setReason}
        placeholder={t('cancelReasonPlaceholder')}
        hint={t('cancelReasonHint')}
        askManager
        manager={manager}
        onManagerChange={setManager}
        managerExplanation={t('cancelManagerExplanation')}
        error={error}
        ready={ready && !busy}
        onSubmit={() => void submit()}
      />
    </Dialog>
  );
}
