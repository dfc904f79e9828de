import { TextField } from '../../components/ui/input';
import { useApprovalsText } from './i18n';
import { ManagerApprovalFields, type ManagerCredentials } from './manager-approval-fields';

/**
 * The body of a dialog that changes what was sent to the kitchen (a void, a comp, a cancelled
 * order): why, and a manager's approval when the user is not one. Enter submits when `ready`.
 */
export function ReasonAndApprovalForm({
  reason,
  onReasonChange,
  placeholder,
  hint,
  askManager,
  manager,
  onManagerChange,
  managerExplanation,
  error,
  ready,
  onSubmit,
}: {
  reason: string;
  onReasonChange: (reason: string) => void;
  placeholder: string;
  hint?: string;
  askManager: boolean;
  manager: ManagerCredentials;
  onManagerChange: (manager: ManagerCredentials) => void;
  managerExplanation: string;
  error: string | null;
  ready: boolean;
  onSubmit: () => void;
}) {
  const { t } = useApprovalsText();
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (ready) onSubmit();
      }}
    >
      <TextField
        label={t('reason')}
        placeholder={placeholder}
        hint={hint}
        value={reason}
        onValueChange={onReasonChange}
        autoFocus
      />
      {askManager ? (
        <ManagerApprovalFields explanation={managerExplanation} value={manager} onChange={onManagerChange} />
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-600">
          {error}
        </p>
      ) : null}
      <button type="submit" hidden aria-hidden tabIndex={-1} />
    </form>
  );
}
