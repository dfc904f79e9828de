import {
  AddTenantBody,
  CurrencyParams,
  ExchangeRateBody,
  SuperadminReportsQuery,
  TenantIdParams,
  TenantsExportParams,
  TenantsQuery,
  UpdateTenantBody,
} from '@mise/contracts';
import type { AppInstance } from '../../app-instance';
import { access } from '../../plugins/auth';
import { createMetricsService } from './metrics.service';
import { createSuperadminService } from './superadmin.service';

/**
 * The operator's API (spec 2 section 7, "Superadmin"). Signin, signout and refresh live in the auth
 * module; everything here needs a superadmin session: tenant users get 403, no session 401.
 */
export default async function superadminRoutes(app: AppInstance) {
  const tenants = createSuperadminService(app.deps);
  const metrics = createMetricsService(app.deps);
  const operator = { access: access.superadmin };

  app.get('/superadmin/dashboard', { schema: {}, config: operator }, () => metrics.dashboard());

  app.get('/superadmin/tenantsData', { schema: {}, config: operator }, () => tenants.counts());

  app.get(
    '/superadmin/tenantsData/:status',
    { schema: { params: TenantsExportParams }, config: operator },
    (request) => tenants.exportRows(request.params.status),
  );

  app.get('/superadmin/tenants', { schema: { querystring: TenantsQuery }, config: operator }, (request) =>
    tenants.list(request.query),
  );

  app.post('/superadmin/tenants/add', { schema: { body: AddTenantBody }, config: operator }, (request) =>
    tenants.add(request.body),
  );

  app.patch(
    '/superadmin/tenants/update/:id',
    { schema: { params: TenantIdParams, body: UpdateTenantBody }, config: operator },
    (request) => tenants.update(request.params.id, request.body),
  );

  app.delete(
    '/superadmin/tenants/delete/:id',
    { schema: { params: TenantIdParams }, config: operator },
    (request) => tenants.remove(request.params.id),
  );

  app.get(
    '/superadmin/tenants/:id/subscription-history',
    { schema: { params: TenantIdParams }, config: operator },
    (request) => tenants.history(request.params.id),
  );

  app.get(
    '/superadmin/reports',
    { schema: { querystring: SuperadminReportsQuery }, config: operator },
    (request) => metrics.report(request.query),
  );

  app.get('/superadmin/exchange-rates', { schema: {}, config: operator }, () => metrics.exchangeRates());

  app.post(
    '/superadmin/exchange-rates',
    { schema: { body: ExchangeRateBody }, config: operator },
    (request) => metrics.saveExchangeRate(request.body),
  );

  app.delete(
    '/superadmin/exchange-rates/:currency',
    { schema: { params: CurrencyParams }, config: operator },
    (request) => metrics.deleteExchangeRate(request.params.currency),
  );
}
