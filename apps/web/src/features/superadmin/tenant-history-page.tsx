import { ChevronRight, Mail, MapPin, Phone, QrCode, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Card, CardBody, CardHeader, CardTitle } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { Table, TBody, TD, TH, THead, TR } from '../../components/ui/table';
import { useTenantHistory } from './api/tenant-history-api';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const date = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const format = (iso: string | null, formatter = date) => (iso ? formatter.format(new Date(iso)) : '—');

const STATUS_TONES = { created: 'green', cancelled: 'red' } as const;

/** One tenant's store, users and subscription history (spec 2 section 3, "Tenant history"). */
export function TenantHistoryPage() {
  const tenantId = Number(useParams().id);
  const { data, isPending, isError, refetch } = useTenantHistory(tenantId);

  return (
    <div className="mx-auto max-w-5xl">
      <nav aria-label="Breadcrumb" className="mb-2 flex items-center gap-1 text-sm text-stone-500">
        <Link to="/superadmin/dashboard/tenants" className="hover:text-stone-800">
          Tenants
        </Link>
        <ChevronRight className="h-4 w-4" aria-hidden />
        <span className="text-stone-700">{data?.tenantInfo.name ?? 'Tenant'}</span>
      </nav>
      <PageHeader title="Subscription history" />
      {!Number.isInteger(tenantId) || tenantId <= 0 ? (
        <ErrorState message="We're getting issue while fetching data! Please try later!" />
      ) : isPending ? (
        <LoadingState />
      ) : isError ? (
        <ErrorState
          message="We're getting issue while fetching data! Please try later!"
          onRetry={() => refetch()}
        />
      ) : (
        <div className="space-y-5">
          <div className="grid gap-4 md:grid-cols-3">
            <Card className="md:col-span-2">
              <CardHeader>
                <CardTitle>{data.tenantInfo.name}</CardTitle>
                {data.tenantInfo.is_active ? (
                  <Badge tone="green">Active</Badge>
                ) : (
                  <Badge tone="red">Inactive</Badge>
                )}
              </CardHeader>
              <CardBody>
                {data.storeDetails ? (
                  <dl className="grid gap-3 text-sm sm:grid-cols-2">
                    <Detail
                      icon={<MapPin className="h-4 w-4" />}
                      label="Address"
                      value={data.storeDetails.address}
                    />
                    <Detail
                      icon={<Mail className="h-4 w-4" />}
                      label="Email"
                      value={data.storeDetails.email}
                    />
                    <Detail
                      icon={<Phone className="h-4 w-4" />}
                      label="Phone"
                      value={data.storeDetails.phone}
                    />
                    <Detail
                      icon={<QrCode className="h-4 w-4" />}
                      label="QR menu"
                      value={`${data.storeDetails.is_qr_menu_enabled ? 'Enabled' : 'Disabled'} · ${data.storeDetails.currency}`}
                    />
                  </dl>
                ) : (
                  <p className="text-sm text-stone-500">No store details.</p>
                )}
              </CardBody>
            </Card>
            <Card className="flex flex-col justify-center p-5">
              <p className="flex items-center gap-2 text-sm font-medium text-stone-500">
                <Users className="h-4 w-4" aria-hidden /> Total users
              </p>
              <p className="mt-2 text-3xl font-semibold text-stone-900">{data.totalUsers}</p>
            </Card>
          </div>
          {data.subscriptionHistory.length === 0 ? (
            <Card>
              <EmptyState
                title="No subscription history yet"
                description="This tenant has never subscribed."
              />
            </Card>
          ) : (
            <Table>
              <THead>
                <tr>
                  <TH>#</TH>
                  <TH>Status</TH>
                  <TH>Starts on</TH>
                  <TH>Expires on</TH>
                  <TH className="hidden sm:table-cell">Recorded</TH>
                </tr>
              </THead>
              <TBody>
                {data.subscriptionHistory.map((entry, index) => (
                  <TR key={entry.id}>
                    <TD className="text-stone-500">{data.subscriptionHistory.length - index}</TD>
                    <TD>
                      <Badge tone={STATUS_TONES[entry.status as keyof typeof STATUS_TONES] ?? 'blue'}>
                        {entry.status === 'created' || entry.status === 'cancelled'
                          ? entry.status
                          : 'renewed'}
                      </Badge>
                    </TD>
                    <TD>{format(entry.starts_on)}</TD>
                    <TD>{format(entry.expires_on)}</TD>
                    <TD className="hidden text-xs sm:table-cell">{format(entry.created_at, dateTime)}</TD>
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
