/**
 * Roles, permission scopes and who may reach which area. This table is the single source for the
 * server's route guards and the web app's route guards, sidebar and search modal.
 */
export const SCOPES = [
  'DASHBOARD',
  'POS',
  'CUSTOMER_DISPLAY',
  'KITCHEN_DISPLAY',
  'ORDER_STATUS_DISPLAY',
  'ORDER_STATUS',
  'ORDERS',
  'KITCHEN',
  'RESERVATIONS',
  'VIEW_RESERVATIONS',
  'MANAGE_RESERVATIONS',
  'CUSTOMERS',
  'VIEW_CUSTOMERS',
  'MANAGE_CUSTOMERS',
  'INVOICES',
  'MEMBERSHIP',
  'INVENTORY',
  'VIEW_INVENTORY',
  'MANAGE_INVENTORY',
  'SETTINGS',
  'REPORTS',
  // Not in the spec's list: approves what staff may not do alone (a discount above the store's
  // limit, a void or a comp), on their own till or by signing in on someone else's.
  'MANAGER',
  // Not in the spec's list either: reads the audit log (issue 17).
  'AUDIT_LOG',
] as const;

export type Scope = (typeof SCOPES)[number];
export type Role = 'superadmin' | 'admin' | 'user';

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}

/** Scopes per area; a user needs any one of them. An empty list means "any signed-in user". */
export const AREA_SCOPES = {
  dashboard: ['DASHBOARD'],
  pos: ['POS'],
  orders: ['POS', 'ORDERS', 'ORDER_STATUS', 'ORDER_STATUS_DISPLAY'],
  kitchen: ['KITCHEN', 'KITCHEN_DISPLAY'],
  /** 86: the till and the kitchen both mark what ran out, and the back office too. */
  availability: ['POS', 'KITCHEN', 'SETTINGS'],
  reservations: ['RESERVATIONS', 'VIEW_RESERVATIONS', 'MANAGE_RESERVATIONS'],
  manageReservations: ['RESERVATIONS', 'MANAGE_RESERVATIONS'],
  customers: ['CUSTOMERS', 'VIEW_CUSTOMERS', 'MANAGE_CUSTOMERS'],
  manageCustomers: ['CUSTOMERS', 'MANAGE_CUSTOMERS'],
  invoices: ['INVOICES'],
  /** Stock (issue 20): ingredients, recipes, movements and reports. */
  inventory: ['INVENTORY', 'VIEW_INVENTORY', 'MANAGE_INVENTORY'],
  manageInventory: ['INVENTORY', 'MANAGE_INVENTORY'],
  /** What is running low: the stock screens, the dashboard and the till all show it. */
  stockAlerts: ['INVENTORY', 'VIEW_INVENTORY', 'MANAGE_INVENTORY', 'DASHBOARD', 'POS'],
  users: ['SETTINGS'],
  reports: ['REPORTS'],
  /** The cash drawer: whoever takes payment at the till. */
  shifts: ['POS'],
  audit: ['AUDIT_LOG'],
  settings: ['SETTINGS'],
  profile: [],
  devices: [],
  support: [],
} as const satisfies Record<string, readonly Scope[]>;

export type Area = keyof typeof AREA_SCOPES;

/**
 * The back office: what a till PIN never opens (issue 17). A route or screen guarded only by these
 * scopes needs a session signed in with a password.
 */
export const BACK_OFFICE_SCOPES: readonly Scope[] = ['SETTINGS', 'REPORTS', 'AUDIT_LOG'];

/** True when every scope that opens it is a back-office one (a route any of POS or SETTINGS opens is not). */
export function isBackOfficeOnly(scopes: readonly Scope[]): boolean {
  return scopes.length > 0 && scopes.every((scope) => BACK_OFFICE_SCOPES.includes(scope));
}

export interface ScopedUser {
  role: Role | string;
  scope?: string | null;
  /** A session switched to by a till PIN: the back office stays closed to it. */
  viaPin?: boolean;
}

/** Parses the comma-separated scope list stored on a user, ignoring unknown names. */
export function parseScopes(scope: string | null | undefined): Scope[] {
  if (!scope) return [];
  return scope
    .split(',')
    .map((s) => s.trim())
    .filter(isScope);
}

export function formatScopes(scopes: readonly string[]): string {
  return [...new Set(scopes.filter(isScope))].join(',');
}

/** Admin passes every check; others need one of the listed scopes (none listed: any signed-in user). */
export function hasAnyScope(user: ScopedUser, required: readonly Scope[]): boolean {
  if (user.role === 'admin') return true;
  if (user.role === 'superadmin') return false;
  if (required.length === 0) return true;
  const own = parseScopes(user.scope);
  return required.some((s) => own.includes(s));
}

/** Whether the user may approve a discount above the store's limit, a void or a comp. */
export function isManager(user: ScopedUser): boolean {
  return hasAnyScope(user, ['MANAGER']);
}

export function canAccessArea(user: ScopedUser, area: Area): boolean {
  if (user.viaPin && isBackOfficeOnly(AREA_SCOPES[area])) return false;
  return hasAnyScope(user, AREA_SCOPES[area]);
}

/** Where a user lands after login or when opening /login with a live session (spec 1, section 2). */
export function homePathFor(user: ScopedUser): string {
  if (user.role === 'superadmin') return '/superadmin/dashboard/home';
  if (user.role === 'admin') return '/dashboard/home';
  const scopes = parseScopes(user.scope);
  // A device signed in only to face the guests opens on that screen (issue 18 §7).
  if (scopes.length === 1 && scopes[0] === 'CUSTOMER_DISPLAY') return '/customer-display';
  return scopes.includes('DASHBOARD') ? '/dashboard/home' : '/dashboard/profile';
}

/** Dashboard routes and the area guarding each (spec 2, section 2.1). Longest prefix wins. */
export const DASHBOARD_ROUTE_AREAS: ReadonlyArray<readonly [path: string, area: Area]> = [
  ['/dashboard/home', 'dashboard'],
  ['/dashboard/profile', 'profile'],
  ['/dashboard/pos', 'pos'],
  ['/dashboard/orders', 'orders'],
  ['/dashboard/floor', 'orders'],
  ['/dashboard/kitchen', 'kitchen'],
  ['/dashboard/reservation', 'reservations'],
  ['/dashboard/customers', 'customers'],
  ['/dashboard/invoices', 'invoices'],
  ['/dashboard/inventory', 'inventory'],
  ['/dashboard/users', 'users'],
  ['/dashboard/reports', 'reports'],
  ['/dashboard/cash-drawer', 'shifts'],
  ['/dashboard/audit-log', 'audit'],
  ['/dashboard/devices', 'devices'],
  ['/dashboard/contact-support', 'support'],
  ['/dashboard/settings', 'settings'],
  ['/dashboard', 'dashboard'],
];

export function areaForPath(pathname: string): Area | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  for (const [prefix, area] of DASHBOARD_ROUTE_AREAS) {
    if (path === prefix || path.startsWith(`${prefix}/`)) return area;
  }
  return null;
}
