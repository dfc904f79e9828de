import {
  CustomerAddBody,
  CustomerParams,
  CustomersQuery,
  CustomerUpdateBody,
  TextSearchQuery,
} from '@mise/contracts';
import { AREA_SCOPES, type Scope } from '@mise/domain';
import type { AppInstance } from '../../app-instance';
import { access, tenantAuth } from '../../plugins/auth';
import { createCustomersService } from './customers.service';

/**
 * Who may do what with customers. Reading needs a customers scope; changing needs CUSTOMERS or
 * MANAGE_CUSTOMERS (VIEW_CUSTOMERS only reads). The POS finds and registers the customer of an
 * order, and the reservations screen books for a customer, so those scopes may search and add too.
 */
export const CUSTOMER_ACCESS = {
  read: AREA_SCOPES.customers,
  search: [...AREA_SCOPES.customers, ...AREA_SCOPES.pos, ...AREA_SCOPES.manageReservations],
  add: [...AREA_SCOPES.manageCustomers, ...AREA_SCOPES.pos, ...AREA_SCOPES.manageReservations],
  manage: AREA_SCOPES.manageCustomers,
} as const satisfies Record<string, readonly Scope[]>;

/** The customers API (spec 2 section 7, Customers; spec 1 section 7). */
export default async function customersRoutes(app: AppInstance) {
  const customers = createCustomersService(app.deps);
  const allow = (scopes: readonly Scope[]) => ({ access: access.tenant(scopes) });

  app.get(
    '/customers',
    { schema: { querystring: CustomersQuery }, config: allow(CUSTOMER_ACCESS.read) },
    (request) => customers.list(tenantAuth(request), request.query),
  );
  app.get(
    '/customers/search-by-phone-name/search',
    { schema: { querystring: TextSearchQuery }, config: allow(CUSTOMER_ACCESS.search) },
    (request) => customers.search(tenantAuth(request), request.query.q),
  );
  app.post(
    '/customers/add',
    { schema: { body: CustomerAddBody }, config: allow(CUSTOMER_ACCESS.add) },
    (request) => customers.add(tenantAuth(request), request.body),
  );
  app.post(
    '/customers/:id/update',
    { schema: { params: CustomerParams, body: CustomerUpdateBody }, config: allow(CUSTOMER_ACCESS.manage) },
    (request) => customers.update(tenantAuth(request), request.params.id, request.body),
  );
  app.delete(
    '/customers/:id/delete',
    { schema: { params: CustomerParams }, config: allow(CUSTOMER_ACCESS.manage) },
    (request) => customers.remove(tenantAuth(request), request.params.id),
  );
}
