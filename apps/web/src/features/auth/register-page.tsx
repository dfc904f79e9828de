import { isValidEmail } from '@mise/domain';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/input';
import { errorMessage } from '../../lib/api-client';
import { signup } from './api/auth-api';
import { AuthShell } from './auth-shell';
import { useFormErrors } from './use-form-errors';

export function RegisterPage() {
  const navigate = useNavigate();
  const [bizName, setBizName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useFormErrors<'bizName' | 'email' | 'password'>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    form.clear();
    if (!bizName.trim()) return form.fail('bizName', 'Please provide business name!');
    if (!email.trim()) return form.fail('email', 'Please provide email!');
    if (!password) return form.fail('password', 'Please provide password!');
    if (!isValidEmail(email.trim())) return form.fail('email', 'Please provide valid email!');
    if (password.length < 8) return form.fail('password', 'Password must be at least 8 characters!');
    setBusy(true);
    try {
      const result = await signup({ biz_name: bizName.trim(), username: email.trim(), password });
      toast.success(result.message);
      navigate('/login');
    } catch (error) {
      toast.error(errorMessage(error, "We're getting issues while processing the request, try later!"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthShell
      title="Create your restaurant"
      subtitle="Start taking orders in minutes. $5 a month, unlimited devices."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-medium text-brand-700 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        <Field label="Business Name" error={form.errors.bizName}>
          {(ids) => (
            <Input
              {...ids}
              ref={form.register('bizName')}
              value={bizName}
              onChange={(e) => setBizName(e.target.value)}
              autoComplete="organization"
              autoFocus
            />
          )}
        </Field>
        <Field label="Email" error={form.errors.email}>
          {(ids) => (
            <Input
              {...ids}
              ref={form.register('email')}
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              autoComplete="email"
            />
          )}
        </Field>
        <Field label="Password" error={form.errors.password} hint="At least 8 characters.">
          {(ids) => (
            <Input
              {...ids}
              ref={form.register('password')}
              type="password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoComplete="new-password"
            />
          )}
        </Field>
        <Button type="submit" className="w-full" size="lg" loading={busy}>
          Create Account
        </Button>
      </form>
    </AuthShell>
  );
}
