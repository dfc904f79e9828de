import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { devices, storeSettings } from '../../db/schema';

/** SQL of the customer display. Every function takes the tenant and touches only its rows. */

export async function findStoreFace(db: Db, tenantId: number) {
  const [row] = await db
    .select({
      storeName: storeSettings.storeName,
      image: storeSettings.image,
      currency: storeSettings.currency,
      language: storeSettings.language,
      receiptLanguage: storeSettings.receiptLanguage,
    })
    .from(storeSettings)
    .where(eq(storeSettings.tenantId, tenantId));
  return row ?? null;
}

/** Whether the device is a signed-in device (not revoked) of the tenant. */
export async function isTenantDevice(db: Db, tenantId: number, deviceId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: devices.id })
    .from(devices)
    .where(and(eq(devices.tenantId, tenantId), eq(devices.id, deviceId), isNull(devices.revokedAt)));
  return row !== undefined;
}
