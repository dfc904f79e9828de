import { ChevronRight, Mail, MapPin, Phone, QrCode, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Card, CardBody, CardHeader, CardTitle } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { Table, TBody, TD, TH, THead, TR } from '../../components/ui/table';
import { useFormat } from '../../i18n/format';
import { useTenantHistory } from './api/tenant-history-api';
import { useSuperadminText } from './i18n';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

const STATUS_TONES = { created: 'green', cancelled: 'red' } as const;
const STATUS_KEYS = { created: 'historyCreated', cancelled: 'historyCancelled' } as const;

/** One tenant's store, users and subscription history (spec 2 section 3, "Tenant history"). */
export function TenantHistoryPage() {
  const { t } = useSuperadminText();
  const { date } = useFormat();
  const format = (iso: string | null, options = DATE) => (iso ? date(iso, options) : '—');
  const tenantId = Number(useParams().id);
  const { data, isPending, isError, refetch } = useTenantHistory(tenantId);

  return (
    <div className="mx-auto max-w-5xl">
      <nav aria-label={t('breadcrumb')} className="mb-2 flex items-center gap-1 text-sm text-stone-500">
        <Link to="/superadmin/dashboard/tenants" className="hover:text-stone-800">
          {t('navTenants')}
        </Link>
        <ChevronRight className="h-4 w-4 rtl:rotate-180" aria-hidden />
        <span className="text-stone-700">{data?.tenantInfo.name ?? t('tenant')}</span>
      </nav>
      <PageHeader title={t('subscriptionHistory')} />
      {!Number.isInteger(tenantId) || tenantId <= 0 ? (
        <ErrorState message={t('historyLoadFailed')} />
      ) : isPending ? (
        <LoadingState />
      ) : isError ? (
        <ErrorState message={t('historyLoadFailed')} onRetry={() => refetch()} />
      ) : (
        <div className="space-y-5">
          <div className="grid gap-4 md:grid-cols-3">
            <Card className="md:col-span-2">
              <CardHeader>
                <CardTitle>{data.tenantInfo.name}</CardTitle>
                {data.tenantInfo.is_active ? (
                  <Badge tone="green">{t('active')}</Badge>
                ) : (
                  <Badge tone="red">{t('inactive')}</Badge>
                )}
              </CardHeader>
              <CardBody>
                {data.storeDetails ? (
                  <dl className="grid gap-3 text-sm sm:grid-cols-2">
                    <Detail
                      icon={<MapPin className="h-4 w-4" />}
                      label={t('address')}
                      value={data.storeDetails.address}
                    />
                    <Detail
                      icon={<Mail className="h-4 w-4" />}
                      label={t('email')}
                      value={data.storeDetails.email}
                    />
                    <Detail
                      icon={<Phone className="h-4 w-4" />}
                      label={t('phone')}
                      value={data.storeDetails.phone}
                    />
                    <Detail
                      icon={<QrCode className="h-4 w-4" />}
                      label={t('qrMenu')}
                      value={t(data.storeDetails.is_qr_menu_enabled ? 'qrEnabled' : 'qrDisabled', {
                        currency: data.storeDetails.currency,
                      })}
                    />
                  </dl>
                ) : (
                  <p className="text-sm text-stone-500">{t('noStoreDetails')}</p>
                )}
              </CardBody>
            </Card>
            <Card className="flex flex-col justify-center p-5">
              <p className="flex items-center gap-2 text-sm font-medium text-stone-500">
                <Users className="h-4 w-4" aria-hidden /> {t('totalUsers')}
              </p>
              <p className="mt-2 text-3xl font-semibold text-stone-900">{data.totalUsers}</p>
            </Card>
          </div>
          {data.subscriptionHistory.length === 0 ? (
            <Card>
              <EmptyState title={t('noHistory')} description={t('neverSubscribedLong')} />
            </Card>
          ) : (
            <Table>
              <THead>
                <tr>
                  <TH>#</TH>
                  <TH>{t('status')}</TH>
                  <TH>{t('startsOn')}</TH>
                  <TH>{t('expiresOn')}</TH>
                  <TH className="hidden sm:table-cell">{t('recorded')}</TH>
                </tr>
              </THead>
              <TBody>
                {data.subscriptionHistory.map((entry, index) => (
                  <TR key={entry.id}>
                    <TD className="text-stone-500">{data.subscriptionHistory.length - index}</TD>
                    <TD>
                      <Badge tone={STATUS_TONES[entry.status as keyof typeof STATUS_TONES] ?? 'blue'}>
                        {t(
                          entry.status === 'created' || entry.status === 'cancelled'
                            ? STATUS_KEYS[entry.status]
                            : 'historyRenewed',
                        )}
                      </Badge>
                    </TD>
                    <TD>{format(entry.starts_on)}</TD>
                    <TD>{format(entry.expires_on)}</TD>
                    <TD className="hidden text-xs sm:table-cell">{format(entry.created_at, DATE_TIME)}</TD>
                  </TR>
                ))}
              </TBody>
            </Table>
          )}
        </div>
      )}
    </div>
  );
}

function Detail({ icon, label, value }: { icon: ReactNode; label: string; value: string | null }) {
  return (
    <div className="flex items-start gap-2">
      <span className="mt-0.5 text-stone-500" aria-hidden>
        {icon}
      </span>
      <div>
        <dt className="text-xs text-stone-500">{label}</dt>
        <dd className="text-stone-800">{value || '—'}</dd>
      </div>
    </div>
  );
}
