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

const ACTION_ERROR = 'Error processing your request, Please try later!';

const TEXT = {
  void: {
    title: 'Void',
    explain: 'The line is taken off the bill and struck through in the kitchen. It was never sold.',
    action: 'Void line',
  },
  comp: {
    title: 'Comp',
    explain: 'The line stays for the kitchen and is given free: it counts as a comp, never as a sale.',
    action: 'Comp line',
  },
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
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [manager, setManager] = useState(NO_CREDENTIALS);
  const [askManager, setAskManager] = useState(!(user && isManager(user)));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const text = TEXT[kind];
  const title = `${text.title} ${item.quantity} x ${item.item_title}`;

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
      setError(errorMessage(caught, ACTION_ERROR));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={title}
      description={text.explain}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Close
          </Button>
          <Button
            variant={kind === 'void' ? 'danger' : 'primary'}
            onClick={submit}
            disabled={!ready}
            loading={busy}
          >
            {text.action}
          </Button>
        </>
      }
    >
      <ReasonAndApprovalForm
        reason={reason}
        onReasonChange={setReason}
        placeholder={kind === 'void' ? 'e.g. Guest changed their mind' : 'e.g. Came out cold'}
        askManager={askManager}
        manager={manager}
        onManagerChange={setManager}
        managerExplanation="A manager approves with their username and password."
        error={error}
        ready={ready && !busy}
        onSubmit={() => void submit()}
      />
    </Dialog>
  );
}
