import { CustomerDisplayInitResponse, CustomerDisplayListResponse } from '@mise/contracts';
import type { AppInstance } from '../../app-instance';
import { access, tenantAuth } from '../../plugins/auth';
import { createCustomerDisplayService } from './customer-display.service';
import { attachCustomerDisplays } from './customer-display-gateway';

/**
 * The customer display (issue 18): the display's own start-up data (CUSTOMER_DISPLAY) and the
 * store's connected displays for a till to link (POS). The live part is the /customer-display
 * Socket.IO namespace (customer-display-gateway.ts).
 */
export default async function customerDisplayRoutes(app: AppInstance) {
  const displays = createCustomerDisplayService(app.deps);
  attachCustomerDisplays(app.deps);

  app.get(
    '/customer-display/init',
    {
      schema: { response: { 200: CustomerDisplayInitResponse } },
      config: { access: access.tenant(['CUSTOMER_DISPLAY']) },
    },
    (request) => displays.init(tenantAuth(request)),
  );

  app.get(
    '/customer-display/displays',
    {
      schema: { response: { 200: CustomerDisplayListResponse } },
      config: { access: access.tenant(['POS']) },
    },
    (request) => displays.listDisplays(tenantAuth(request).tenantId),
  );
}
