import type { TLineAdjustmentKind, TOrderItem } from '@mise/contracts';
import { MANAGER_APPROVAL_CODE } from '@mise/contracts/approval-codes';
import { isManager } from '@mise/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useSessionUser } from '../../lib/session';
import { hasCredentials, NO_CREDENTIALS } from '../approvals/manager-approval-fields';
import { ReasonAndApprovalForm } from '../approvals/reason-and-approval-form';
import { adjustLine } from './api/voids-api';
import { useVoidsText } from './i18n';

/** Each kind's texts: keys of the voids catalogue. */
const TEXT = {
  void: { title: 'voidTitle', explain: 'voidExplain', action: 'voidLine' },
  comp: { title: 'compTitle', explain: 'compExplain', action: 'compLine' },
} as const;

/**
 * Void or comp one line of an open order: a reason is required, and a manager approves (their
 * username and password on the spot, unless the signed-in user is one).
 */
export function VoidOrCompDialog({
  item,
  kind,
  onClose,
}: {
  item: TOrderItem;
  kind: TLineAdjustmentKind;
  onClose: () => void;
}) {
  const { t } = useVoidsText();
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [manager, setManager] = useState(NO_CREDENTIALS);
  const [askManager, setAskManager] = useState(!(user && isManager(user)));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const text = TEXT[kind];
  const title = t(text.title, { quantity: item.quantity, item: item.item_title });

  const ready = reason.trim() !== '' && (!askManager || hasCredentials(manager));

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const result = await adjustLine(item.id, {
        kind,
        reason,
        approval: askManager ? manager : null,
      });
      toast.success(result.message);
      await queryClient.invalidateQueries({ queryKey: ['orders'] });
      onClose();
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === MANAGER_APPROVAL_CODE) setAskManager(true);
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
      description={t(text.explain)}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('close')}
          </Button>
          <Button
            variant={kind === 'void' ? 'danger' : 'primary'}
            onClick={submit}
            disabled={!ready}
            loading={busy}
          >
            {t(text.action)}
          </Button>
        </>
      }
    >
      <ReasonAndApprovalForm
        reason={reason}
        onReasonChange={setReason}
        placeholder={kind === 'void' ? t('voidReasonPlaceholder') : t('compReasonPlaceholder')}
        askManager={askManager}
        manager={manager}
        onManagerChange={setManager}
        managerExplanation={t('managerExplanation')}
        error={error}
        ready={ready && !busy}
        onSubmit={() => void submit()}
      />
    </Dialog>
  );
}
