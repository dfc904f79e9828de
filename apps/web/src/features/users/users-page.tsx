import { type TUser, UserAddBody, UserPasswordBody, UserUpdateBody } from '@mise/contracts';
import { parseScopes, type Scope } from '@mise/domain';
import { useQueryClient } from '@tanstack/react-query';
import { KeyRound, Pencil, Plus, Trash2, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useConfirm } from '../../components/ui/confirm';
import { FormDialog, useDialogForm } from '../../components/ui/form-dialog';
import { Field, Input } from '../../components/ui/input';
import { PageHeader } from '../../components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { type SessionUser, useSessionUser } from '../../lib/session';
import { withToast } from '../../lib/toast';
import { addUser, deleteUser, resetUserPassword, updateUser, usersKey, useUsers } from './api/users-api';
import { useUsersText } from './i18n';
import { grantableScopes, ScopePicker, scopeKey } from './scope-picker';

type Dialog = { kind: 'add' } | { kind: 'update'; user: TUser } | { kind: 'password'; user: TUser } | null;

/** Whether the signed-in user may edit, reset or delete `user` (the server enforces the same). */
function canManage(actor: SessionUser, user: TUser): boolean {
  if (user.role === 'admin') return false;
  if (actor.role === 'admin') return true;
  const own = parseScopes(actor.scope);
  return parseScopes(user.scope).every((s) => own.includes(s));
}

/** Users (spec 2 section 2.5): cards with scope chips, add, update, reset password and delete. */
export function UsersPage() {
  const { t } = useUsersText();
  const actor = useSessionUser()!;
  const { data, isPending, isError, refetch } = useUsers();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const [dialog, setDialog] = useState<Dialog>(null);

  const onDelete = async (user: TUser) => {
    if (!(await confirm({ message: t('deleteConfirmation'), confirmLabel: t('delete') }))) return;
    try {
      await withToast(deleteUser(user.username));
    } catch {
      return;
    }
    await queryClient.invalidateQueries({ queryKey: usersKey });
  };

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={t('pageTitle')}
        description={t('pageDescription')}
        actions={
          <Button onClick={() => setDialog({ kind: 'add' })}>
            <Plus className="h-4 w-4" aria-hidden />
            {t('addNewUser')}
          </Button>
        }
      />
      {isPending ? (
        <LoadingState />
      ) : isError ? (
        <ErrorState message={t('loadFailed')} onRetry={() => refetch()} />
      ) : data.length === 0 ? (
        <EmptyState title={t('noUsers')} />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label={t('pageTitle')}>
          {data.map((user) => {
            const scopes = parseScopes(user.scope);
            const manageable = canManage(actor, user);
            const isMe = user.username.toLowerCase() === actor.username.toLowerCase();
            return (
              <li key={user.username}>
                <Card className="flex h-full flex-col p-4" aria-label={user.name}>
                  <div className="flex items-start gap-3">
                    {user.photo ? (
                      <img src={user.photo} alt="" className="h-11 w-11 shrink-0 rounded-full object-cover" />
                    ) : (
                      <div className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
                        <UserRound className="h-5 w-5" aria-hidden />
                      </div>
                    )}
                    <div className="min-w-0 flex-1">
                      <div className="flex flex-wrap items-center gap-1.5">
                        <h3 className="truncate font-semibold text-stone-900">{user.name}</h3>
                        {isMe ? <Badge tone="green">{t('you')}</Badge> : null}
                      </div>
                      <p className="truncate text-sm text-stone-500">{user.username}</p>
                      {user.designation ? (
                        <p className="truncate text-sm text-stone-600">{user.designation}</p>
                      ) : null}
                    </div>
                    <Badge tone="brand">
                      {t(`role_${user.role}`, { defaultValue: user.role.toUpperCase() })}
                    </Badge>
                  </div>
                  <div className="mt-3 flex flex-wrap gap-1">
                    {user.role === 'admin' ? (
                      <span className="text-xs text-stone-500">{t('fullAccess')}</span>
                    ) : scopes.length === 0 ? (
                      <span className="text-xs text-stone-500">{t('noPermissions')}</span>
                    ) : (
                      scopes.map((scope) => (
                        <Badge key={scope}>
                          {t(scopeKey(scope), { defaultValue: scope.replaceAll('_', ' ') })}
                        </Badge>
                      ))
                    )}
                  </div>
                  {manageable ? (
                    <div className="mt-auto flex flex-wrap gap-1 border-t border-stone-100 pt-3">
                      <Button variant="ghost" size="sm" onClick={() => setDialog({ kind: 'update', user })}>
                        <Pencil className="h-4 w-4" aria-hidden />
                        {t('edit')}
                      </Button>
                      <Button variant="ghost" size="sm" onClick={() => setDialog({ kind: 'password', user })}>
                        <KeyRound className="h-4 w-4" aria-hidden />
                        {t('resetPassword')}
                      </Button>
                      {isMe ? null : (
                        <Button
                          variant="ghost"
                          size="sm"
                          className="text-red-600"
                          onClick={() => onDelete(user)}
                        >
                          <Trash2 className="h-4 w-4" aria-hidden />
                          {t('delete')}
                        </Button>
                      )}
                    </div>
                  ) : null}
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      {dialog?.kind === 'add' ? (
        <UserDialog actor={actor} user={null} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'update' ? (
        <UserDialog actor={actor} user={dialog.user} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'password' ? (
        <PasswordDialog user={dialog.user} onClose={() => setDialog(null)} />
      ) : null}
    </div>
  );
}

type UserField = 'name' | 'username' | 'password' | 'designation' | 'phone' | 'email' | 'userScopes';

function UserDialog({
  actor,
  user,
  onClose,
}: {
  actor: SessionUser;
  user: TUser | null;
  onClose: () => void;
}) {
  const { t } = useUsersText();
  const queryClient = useQueryClient();
  const form = useDialogForm<UserField>();
  const [values, setValues] = useState({
    name: user?.name ?? '',
    username: user?.username ?? '',
    password: '',
    designation: user?.designation ?? '',
    phone: user?.phone ?? '',
    email: user?.email ?? '',
    userScopes: parseScopes(user?.scope) as Scope[],
  });
  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));

  const onSubmit = async () => {
    const { username, password, ...profile } = values;
    const ok = user
      ? await form.submit(UserUpdateBody, profile, () => updateUser(user.username, profile))
      : await form.submit(UserAddBody, values, () => addUser(values));
    if (!ok) return;
    await queryClient.invalidateQueries({ queryKey: usersKey });
    onClose();
  };

  const textField = (field: 'name' | 'designation' | 'phone' | 'email', label: string, type = 'text') => (
    <Field label={label} error={form.errorFor(field)}>
      {(ids) => (
        <Input
          {...ids}
          ref={form.register(field)}
          type={type}
          value={values[field]}
          onChange={(e) => set({ [field]: e.target.value })}
          autoFocus={field === 'name'}
        />
      )}
    </Field>
  );

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={user ? t('updateUser') : t('addNewUser')}
      busy={form.busy}
      error={form.formError}
      onSubmit={onSubmit}
      size="lg"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {textField('name', t('name'))}
        <Field
          label={t('username')}
          error={form.errorFor('username')}
          hint={user ? t('usernameFixed') : t('usernameHint')}
        >
          {(ids) => (
            <Input
              {...ids}
              ref={form.register('username')}
              type="email"
              autoComplete="off"
              value={values.username}
              disabled={Boolean(user)}
              onChange={(e) => set({ username: e.target.value })}
            />
          )}
        </Field>
        {user ? null : (
          <Field label={t('password')} error={form.errorFor('password')} hint={t('atLeast8')}>
            {(ids) => (
              <Input
                {...ids}
                ref={form.register('password')}
                type="password"
                autoComplete="new-password"
                value={values.password}
                onChange={(e) => set({ password: e.target.value })}
              />
            )}
          </Field>
        )}
        {textField('designation', t('designation'))}
        {textField('phone', t('phone'), 'tel')}
        {textField('email', t('email'), 'email')}
      </div>
      <ScopePicker
        value={values.userScopes}
        onChange={(userScopes) => set({ userScopes })}
        grantable={grantableScopes(actor)}
        error={form.errorFor('userScopes')}
      />
    </FormDialog>
  );
}

function PasswordDialog({ user, onClose }: { user: TUser; onClose: () => void }) {
  const { t } = useUsersText();
  const form = useDialogForm<'password'>();
  const [password, setPassword] = useState('');

  const onSubmit = async () => {
    const body = { password };
    if (await form.submit(UserPasswordBody, body, () => resetUserPassword(user.username, body))) onClose();
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('resetPassword')}
      description={t('resetPasswordDescription', { name: user.name })}
      submitLabel={t('resetPassword')}
      busy={form.busy}
      error={form.formError}
      onSubmit={onSubmit}
    >
      <Field label={t('newPassword')} error={form.errorFor('password')} hint={t('atLeast8')}>
        {(ids) => (
          <Input
            {...ids}
            ref={form.register('password')}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoFocus
          />
        )}
      </Field>
    </FormDialog>
  );
}
