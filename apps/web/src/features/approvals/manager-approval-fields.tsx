import { TextField } from '../../components/ui/input';
import { useApprovalsText } from './i18n';

export interface ManagerCredentials {
  username: string;
  password: string;
}

export const NO_CREDENTIALS: ManagerCredentials = { username: '', password: '' };

export const hasCredentials = (c: ManagerCredentials) => c.username.trim() !== '' && c.password !== '';

/** A manager's username and password, typed on the till to approve what staff may not do alone. */
export function ManagerApprovalFields({
  explanation,
  value,
  onChange,
}: {
  explanation: string;
  value: ManagerCredentials;
  onChange: (value: ManagerCredentials) => void;
}) {
  const { t } = useApprovalsText();
  return (
    <fieldset className="space-y-3 rounded-lg border border-amber-200 bg-amber-50 p-3">
      <legend className="px-1 text-sm font-medium text-amber-900">{t('managerApproval')}</legend>
      <p className="text-sm text-amber-900">{explanation}</p>
      <TextField
        label={t('managerUsername')}
        autoComplete="off"
        value={value.username}
        onValueChange={(username) => onChange({ ...value, username })}
      />
      <TextField
        label={t('managerPassword')}
        type="password"
        autoComplete="off"
        value={value.password}
        onValueChange={(password) => onChange({ ...value, password })}
      />
    </fieldset>
  );
}
