/**
 * Who is calling: the signed-in tenant user or operator behind a request or a socket. Types only,
 * kept apart so the guard, the sessions, the realtime server and the services share them without
 * importing each other.
 */
export interface TenantAuth {
  kind: 'user';
  deviceId: string;
  userId: number;
  tenantId: number;
  username: string;
  name: string;
  role: string;
  scope: string;
  tenantActive: boolean;
  /** The store requires two-factor sign-in and this user has not set it up: only set-up is open. */
  mustSetUpTwoFactor: boolean;
  /** Switched to by a till PIN: back-office routes refuse it. */
  viaPin: boolean;
  /**
   * The store's menu version as this request began (read with the session, in the same statement):
   * whatever the request builds from the menu is at least this new.
   */
  menuVersion: number;
}

export interface SuperadminAuth {
  kind: 'superadmin';
  deviceId: string;
  superadminId: number;
  username: string;
  /** Operators must have two-factor sign-in: until it is set up, only set-up is open. */
  mustSetUpTwoFactor: boolean;
}

export type AuthContext = TenantAuth | SuperadminAuth;
