import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/input';
import { errorMessage } from '../../lib/api-client';
import { hasCredentials, ManagerApprovalFields, NO_CREDENTIALS } from '../approvals/manager-approval-fields';

const ACTION_ERROR = 'Error processing your request, Please try later!';

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
      description="Are you sure, you are cancelling the order! This process is not reversible."
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            No
          </Button>
          <Button variant="danger" onClick={submit} disabled={!ready} loading={busy}>
            Yes, Cancel
          </Button>
        </>
      }
    >
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (ready && !busy) void submit();
        }}
      >
        <TextField
          label="Reason"
          placeholder="e.g. Guests walked out"
          hint="Every line of the order is voided with this reason."
          value={reason}
          onValueChange={setReason}
          autoFocus
        />
        <ManagerApprovalFields
          explanation="The order went to the kitchen: a manager approves with their username and password."
          value={manager}
          onChange={setManager}
        />
        {error ? (
          <p role="alert" className="text-sm font-medium text-red-600">
            {error}
          </p>
        ) : null}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </form>
    </Dialog>
  );
}
