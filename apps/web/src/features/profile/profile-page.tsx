import { UserRound } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Card, CardBody } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { useSessionUser } from '../../lib/session';
import { SubscriptionCard } from '../billing/subscription-card';
import { ProfileLanguageCard } from '../languages/profile-language-card';
import { TillPinCard } from '../till/till-pin-card';
import { StoreTwoFactorCard } from '../two-factor/store-two-factor-card';
import { TwoFactorCard } from '../two-factor/two-factor-card';
import { useUsersText } from '../users/i18n';
import { ChangePasswordCard } from './change-password-card';
import { useProfileText } from './i18n';

export function ProfilePage() {
  const { t } = useProfileText();
  const { t: userText } = useUsersText();
  const user = useSessionUser()!;
  const scopes = user.scope ? user.scope.split(',').filter(Boolean) : [];
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('profile')} />
      <Card>
        <CardBody className="flex flex-wrap items-center gap-5">
          {user.photo ? (
            <img src={user.photo} alt="" className="h-16 w-16 rounded-full object-cover" />
          ) : (
            <div className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 text-brand-800">
              <UserRound className="h-8 w-8" aria-hidden />
            </div>
          )}
          <div className="min-w-0 flex-1">
            <p className="text-lg font-semibold text-stone-900">{user.name}</p>
            <p className="text-sm break-all text-stone-500">{user.designation || user.username}</p>
            <div className="mt-2 flex flex-wrap gap-1.5">
              <Badge tone="brand">
                {userText(`role_${user.role}`, { defaultValue: user.role.toUpperCase() })}
              </Badge>
              {scopes.map((scope) => (
                <Badge key={scope}>{scope}</Badge>
              ))}
            </div>
          </div>
        </CardBody>
      </Card>
      <div className="mt-5">
        <ProfileLanguageCard />
      </div>
      <div className="mt-5">
        <ChangePasswordCard />
      </div>
      <div className="mt-5">
        <TwoFactorCard />
      </div>
      <div className="mt-5">
        <TillPinCard />
      </div>
      {user.role === 'admin' ? (
        <>
          <div className="mt-5">
            <StoreTwoFactorCard />
          </div>
          <div className="mt-5">
            <SubscriptionCard />
          </div>
        </>
      ) : null}
    </div>
  );
}
