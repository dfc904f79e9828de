import { rm } from 'node:fs/promises';
import path from 'node:path';
import type {
  TenantStatus,
  TTenantCounts,
  TTenantExportRow,
  TTenantHistory,
  TTenantRow,
  TTenantsPage,
} from '@mise/contracts';
import type { Period } from '@mise/domain';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/client';
import type { Deps } from '../../deps';
import { hashPassword } from '../../lib/crypto';
import { conflict, notFound } from '../../lib/errors';
import { assertUncommonPassword } from '../../lib/password-policy';
import { tenantRoom } from '../../plugins/realtime';
import { findUserByUsername, provisionTenant } from '../auth/auth.repository';
import { newQrCode, serverTimezone } from '../auth/auth.service';
import { isTenantInGoodStanding } from '../auth/session';
import { createBillingService } from '../billing/billing.service';
import * as repo from './superadmin.repository';
import { windowFor } from './time-windows';

const TENANT_NOT_FOUND = 'Tenant not found!';
const EMAIL_TAKEN = 'An account with this e-mail already exists!';

const iso = (value: Date | null) => value?.toISOString() ?? null;
const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

export interface TenantListInput {
  page: number;
  perPage: number;
  search?: string;
  status: TenantStatus;
  type?: Period;
  from?: string;
  to?: string;
  /** The operator's timezone; the server's when the client gives none. */
  tz?: string;
}

/** The operator's tenant management (spec 2 sections 2.16 and 7). */
export function createSuperadminService(deps: Deps) {
  const { db, log } = deps;
  const billing = createBillingService(deps);
  const billingEnabled = Boolean(deps.config.stripe);

  const toRow = (t: Awaited<ReturnType<typeof repo.listTenants>>[number]): TTenantRow => ({
    id: t.id,
    name: t.name,
    email: t.email,
    is_active: flag(t.isActive),
    subscription_start: iso(t.subscriptionStart),
    subscription_end: iso(t.subscriptionEnd),
    subscription_status: t.subscriptionStatus,
    created_at: t.createdAt.toISOString(),
  });

  return {
    async list(input: TenantListInput): Promise<TTenantsPage> {
      // Searches that are blank after trimming are ignored (spec 2 section 5).
      const search = input.search?.trim() || undefined;
      // The operator's periods are the operator's own local days (the browser sends its timezone).
      const created = input.type ? windowFor(input.tz ?? serverTimezone(), input.type, input) : undefined;
      const filter: repo.TenantFilter = { status: input.status, search, created };
      const [rows, total] = await Promise.all([
        repo.listTenants(db, filter, { limit: input.perPage, offset: (input.page - 1) * input.perPage }),
        repo.countTenants(db, filter),
      ]);
      return {
        tenants: rows.map(toRow),
        currentPage: input.page,
        perPage: input.perPage,
        totalPages: Math.max(1, Math.ceil(total / input.perPage)),
        totalTenants: total,
      };
    },

    async counts(): Promise<TTenantCounts> {
      const n = await repo.countTenantsBySwitch(db);
      return { activeTenants: n.active, inactiveTenants: n.inactive, allTenants: n.all };
    },

    async exportRows(status: TenantStatus): Promise<{ tenants: TTenantExportRow[] }> {
      const rows = await repo.listTenantsForExport(db, status);
      return {
        tenants: rows.map((t) => ({
          name: t.name,
          email: t.email,
          is_active: flag(t.isActive),
          subscription_start: iso(t.subscriptionStart),
          subscription_end: iso(t.subscriptionEnd),
        })),
      };
    },

    /** A new tenant with its admin (the e-mail and password given), store and print settings, in one transaction. */
    async add(input: { name: string; email: string; password: string; isActive: boolean }) {
      if (await findUserByUsername(db, input.email)) throw conflict(EMAIL_TAKEN);
      assertUncommonPassword(input.password);
      const passwordHash = await hashPassword(input.password);
      try {
        const { tenantId } = await db.transaction((tx) =>
          provisionTenant(tx, {
            businessName: input.name,
            email: input.email,
            passwordHash,
            adminName: input.name,
            timezone: serverTimezone(),
            uniqueQrCode: newQrCode(),
            isActive: input.isActive,
          }),
        );
        return { message: 'Tenant added successfully!', tenantId };
      } catch (error) {
        if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict(EMAIL_TAKEN);
        throw error;
      }
    },

    /**
     * Name, contact e-mail and the operator's switch. The owner's login is the admin user's and stays
     * as it is. Switching a tenant off or on reaches its open screens at once.
     */
    async update(tenantId: number, input: { name: string; email: string; isActive?: boolean }) {
      const before = await repo.findTenant(db, tenantId);
      if (!before) throw notFound(TENANT_NOT_FOUND);
      const after = await repo.updateTenant(db, tenantId, input);
      if (!after) throw notFound(TENANT_NOT_FOUND);
      if (after.isActive !== before.isActive) {
        deps.realtime.toTenant(tenantId, 'subscription_update', {
          isActive: isTenantInGoodStanding(after, billingEnabled),
        });
      }
      return { message: 'Tenant updated successfully!' };
    },

    /** Deletes the tenant with all its accounts and data, after ending its Stripe subscription. */
    async remove(tenantId: number) {
      const tenant = await repo.findTenant(db, tenantId);
      if (!tenant) throw notFound(TENANT_NOT_FOUND);
      await billing.cancelBeforeDeletion(tenant);
      const deleted = await db.transaction((tx) => repo.deleteTenant(tx, tenantId));
      if (!deleted) throw notFound(TENANT_NOT_FOUND);
      // Its sessions went with its users; live screens are closed now rather than at their next call.
      deps.realtime.io.in(tenantRoom(tenantId)).disconnectSockets(true);
      await rm(path.join(deps.uploadsDir, String(tenantId)), { recursive: true, force: true }).catch(
        (error) => log.warn({ err: error, tenantId }, 'could not remove the uploads of a deleted tenant'),
      );
      return { message: 'Tenant deleted successfully!' };
    },

    async history(tenantId: number): Promise<TTenantHistory> {
      const tenant = await repo.findTenant(db, tenantId);
      if (!tenant) throw notFound(TENANT_NOT_FOUND);
      const [store, totalUsers, entries] = await Promise.all([
        repo.findStoreDetails(db, tenantId),
        repo.countUsers(db, tenantId),
        repo.listSubscriptionHistory(db, tenantId),
      ]);
      return {
        tenantInfo: { name: tenant.name, is_active: flag(tenant.isActive) },
        storeDetails: store
          ? {
              address: store.address,
              email: store.email,
              phone: store.phone,
              currency: store.currency,
              is_qr_menu_enabled: store.isQrMenuEnabled,
            }
          : null,
        totalUsers,
        subscriptionHistory: entries.map((e) => ({
          id: e.id,
          tenant_id: e.tenantId,
          created_at: e.createdAt.toISOString(),
          starts_on: iso(e.startsOn),
          expires_on: iso(e.expiresOn),
          status: e.status,
        })),
      };
    },
  };
}
