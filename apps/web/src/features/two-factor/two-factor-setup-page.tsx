import { homePathFor } from '@mise/domain';
import { ShieldCheck } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Logo } from '../../components/brand';
import { useSessionUser } from '../../lib/session';
import type { TwoFactorRealm } from './api/two-factor-api';
import { useTwoFactorText } from './i18n';
import { TwoFactorEnrolment } from './two-factor-enrolment';

/**
 * Where a session lands that must set up two-factor sign-in before anything else: the operator's
 * first sign-in, and a user of a store whose owner requires it.
 */
function TwoFactorSetupScreen({ realm }: { realm: TwoFactorRealm }) {
  const { t } = useTwoFactorText();
  const navigate = useNavigate();
  const user = useSessionUser();
  const home = realm === '/superadmin' ? '/superadmin/dashboard/home' : user ? homePathFor(user) : '/';
  return (
    <main className="flex min-h-dvh items-center justify-center bg-stone-100 px-4 py-10">
      <div className="w-full max-w-lg rounded-2xl bg-white p-6 shadow-xl sm:p-8">
        <Logo />
        <h1 className="mt-6 flex items-center gap-2 text-xl font-semibold text-stone-900">
          <ShieldCheck className="h-5 w-5 text-brand-700" aria-hidden /> {t('setUp')}
        </h1>
        <p className="mt-1 mb-6 text-sm text-stone-600">
          {realm === '/superadmin' ? t('operatorMustSetUp') : t('storeMustSetUp')}
        </p>
        <TwoFactorEnrolment realm={realm} onDone={() => navigate(home, { replace: true })} />
      </div>
    </main>
  );
}

export const TwoFactorSetupPage = () => <TwoFactorSetupScreen realm="/auth" />;
export const OperatorTwoFactorSetupPage = () => <TwoFactorSetupScreen realm="/superadmin" />;
