import type { TUser } from '@mise/contracts';
import { formatScopes, parseScopes, type Scope } from '@mise/domain';
import type { TenantAuth } from '../../auth-context';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/client';
import type { Deps } from '../../deps';
import { hashPassword } from '../../lib/crypto';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { assertUncommonPassword } from '../../lib/password-policy';
import { recordAudit } from '../audit/audit-recorder';
import * as repo from './users.repository';

/**
 * Staff user management (spec 2 section 2.5). Owners (role admin) are shown but never changed here.
 * A staff member with SETTINGS may manage users, but only within their own permissions: they can't
 * grant a scope they lack, nor edit, reset or delete someone who holds one (that would let them sign
 * in as that user and gain it).
 */
export const USER_ERRORS = {
  notFound: 'User not found!',
  adminLocked: "Admin users can't be edited, reset or deleted!",
  grant: "You can't give permissions you don't have yourself!",
  outranked: "You can't change a user who has permissions you don't have!",
  deleteSelf: "You can't delete your own account!",
  taken: 'This username is already taken! Please use another e-mail.',
} as const;

export interface UserInput {
  name: string;
  designation: string | null;
  phone: string | null;
  email: string | null;
  userScopes: Scope[];
}

function toUser(row: repo.UserRow): TUser {
  return {
    username: row.username,
    name: row.name,
    role: row.role,
    photo: row.photo,
    designation: row.designation,
    phone: row.phone,
    email: row.email,
    scope: row.scope,
  };
}

/** True when every scope in `scopes` is one the actor holds (an admin holds them all). */
function actorHolds(actor: TenantAuth, scopes: readonly Scope[]): boolean {
  if (actor.role === 'admin') return true;
  const own = parseScopes(actor.scope);
  return scopes.every((scope) => own.includes(scope));
}

export function createUsersService(deps: Deps) {
  const { db, realtime } = deps;

  /** The staff user the actor may act on, or the reason they may not. */
  async function manageableUser(actor: TenantAuth, username: string) {
    const target = await repo.findUserByUsername(db, actor.tenantId, username);
    if (!target) throw notFound(USER_ERRORS.notFound);
    if (target.role === 'admin') throw badRequest(USER_ERRORS.adminLocked);
    if (!actorHolds(actor, parseScopes(target.scope))) throw badRequest(USER_ERRORS.outranked);
    return target;
  }

  async function signOutEverywhere(actor: TenantAuth, userId: number) {
    // Acting on oneself keeps the session in use; everyone else is signed out at once.
    const keep = userId === actor.userId ? actor.deviceId : undefined;
    for (const id of await repo.revokeUserDevices(db, actor.tenantId, userId, keep)) {
      realtime.disconnectDevice(id);
    }
  }

  return {
    async list(actor: TenantAuth): Promise<TUser[]> {
      return (await repo.listUsers(db, actor.tenantId)).map(toUser);
    },

    async add(actor: TenantAuth, input: UserInput & { username: string; password: string }) {
      if (!actorHolds(actor, input.userScopes)) throw badRequest(USER_ERRORS.grant);
      assertUncommonPassword(input.password);
      const passwordHash = await hashPassword(input.password);
      const scope = formatScopes(input.userScopes);
      try {
        await db.transaction(async (tx) => {
          await repo.insertUser(tx, actor.tenantId, {
            username: input.username,
            passwordHash,
            name: input.name,
            scope,
            designation: input.designation,
            phone: input.phone,
            email: input.email,
          });
          await recordAudit(tx, actor, {
            action: 'user_add',
            subject: `${input.name} (${input.username})`,
            details: { scopes: scope || 'none' },
          });
        });
      } catch (error) {
        // Usernames are unique across every tenant: they are all the login asks for.
        if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict(USER_ERRORS.taken);
        throw error;
      }
      return { message: 'User added!' };
    },

    async update(actor: TenantAuth, username: string, input: UserInput) {
      const target = await manageableUser(actor, username);
      if (!actorHolds(actor, input.userScopes)) throw badRequest(USER_ERRORS.grant);
      const scope = formatScopes(input.userScopes);
      await db.transaction(async (tx) => {
        const updated = await repo.updateStaffUser(tx, actor.tenantId, target.id, {
          name: input.name,
          scope,
          designation: input.designation,
          phone: input.phone,
          email: input.email,
        });
        if (!updated) throw notFound(USER_ERRORS.notFound);
        const scopeChanged = formatScopes(parseScopes(target.scope)) !== scope;
        await recordAudit(tx, actor, {
          action: scopeChanged ? 'scope_change' : 'user_update',
          subject: `${input.name} (${target.username})`,
          details: scopeChanged ? { from: target.scope || 'none', to: scope || 'none' } : {},
        });
      });
      return { message: 'User updated!' };
    },

    async resetPassword(actor: TenantAuth, username: string, password: string) {
      const target = await manageableUser(actor, username);
      assertUncommonPassword(password);
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        if (!(await repo.updateStaffPassword(tx, actor.tenantId, target.id, passwordHash))) {
          throw notFound(USER_ERRORS.notFound);
        }
        await recordAudit(tx, actor, {
          action: 'user_update',
          subject: `${target.name} (${target.username})`,
          details: { password: 'reset' },
        });
      });
      // Whoever knew the old password is out.
      await signOutEverywhere(actor, target.id);
      return { message: 'Password updated!' };
    },

    async remove(actor: TenantAuth, username: string) {
      const target = await manageableUser(actor, username);
      if (target.id === actor.userId) throw badRequest(USER_ERRORS.deleteSelf);
      await signOutEverywhere(actor, target.id);
      await db.transaction(async (tx) => {
        if (!(await repo.deleteStaffUser(tx, actor.tenantId, target.id)))
          throw notFound(USER_ERRORS.notFound);
        await recordAudit(tx, actor, {
          action: 'user_delete',
          subject: `${target.name} (${target.username})`,
          details: { scopes: target.scope || 'none' },
        });
      });
      return { message: 'User deleted!' };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
