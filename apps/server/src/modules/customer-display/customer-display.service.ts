import { displayCodeOf, type TCustomerDisplayInit } from '@mise/contracts';
import type { TenantAuth } from '../../auth-context';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import * as repo from './customer-display.repository';
import { listConnectedDisplays } from './customer-display-gateway';

/**
 * The customer display's reads: its idle screen (the store's name, logo and the guest's language)
 * and the tills' list.
 */
export function createCustomerDisplayService(deps: Pick<Deps, 'db' | 'realtime'>) {
  return {
    async init(auth: TenantAuth): Promise<TCustomerDisplayInit> {
      const store = await repo.findStoreFace(deps.db, auth.tenantId);
      if (!store) throw notFound('Store settings not found!');
      return {
        storeName: store.storeName,
        image: store.image,
        currency: store.currency,
        // It speaks to the guest: in the language their receipt prints in (issue 23).
        language: store.receiptLanguage ?? store.language ?? 'en',
        displayId: auth.deviceId,
        code: displayCodeOf(auth.deviceId),
      };
    },

    listDisplays(tenantId: number) {
      return listConnectedDisplays(deps, tenantId);
    },
  };
}
