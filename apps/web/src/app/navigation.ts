import { type Area, canAccessArea, type ScopedUser } from '@mise/domain';
import {
  Armchair,
  BarChart3,
  Boxes,
  CalendarClock,
  ChefHat,
  ClipboardList,
  LayoutDashboard,
  type LucideIcon,
  Receipt,
  ScrollText,
  Settings,
  ShoppingCart,
  UserCog,
  Users,
  Wallet,
} from 'lucide-react';

/** Sidebar links (spec 1 section 2 and section 6): who sees each comes from the shared scope table. */
export interface SidebarLink {
  /** The link's name: a key of the "app" catalogue, translated where it is shown. */
  labelKey: string;
  to: string;
  icon: LucideIcon;
  /** null: admin only (the Users link lists no scope). */
  area: Area | null;
}

/** Sections and links name themselves by keys of the "app" catalogue (useAppText), never by text. */
export const SIDEBAR_SECTIONS: Array<{ titleKey: string; links: SidebarLink[] }> = [
  {
    titleKey: 'navOfferings',
    links: [
      { labelKey: 'navDashboard', to: '/dashboard/home', icon: LayoutDashboard, area: 'dashboard' },
      { labelKey: 'navPos', to: '/dashboard/pos', icon: ShoppingCart, area: 'pos' },
      { labelKey: 'navOrders', to: '/dashboard/orders', icon: ClipboardList, area: 'orders' },
      { labelKey: 'navFloor', to: '/dashboard/floor', icon: Armchair, area: 'orders' },
      { labelKey: 'navKitchen', to: '/dashboard/kitchen', icon: ChefHat, area: 'kitchen' },
      { labelKey: 'navReservation', to: '/dashboard/reservation', icon: CalendarClock, area: 'reservations' },
      { labelKey: 'navCustomers', to: '/dashboard/customers', icon: Users, area: 'customers' },
      { labelKey: 'navInvoices', to: '/dashboard/invoices', icon: Receipt, area: 'invoices' },
      { labelKey: 'navCashDrawer', to: '/dashboard/cash-drawer', icon: Wallet, area: 'shifts' },
    ],
  },
  {
    titleKey: 'navBackOffice',
    links: [
      { labelKey: 'navUsers', to: '/dashboard/users', icon: UserCog, area: null },
      { labelKey: 'navReports', to: '/dashboard/reports', icon: BarChart3, area: 'reports' },
      { labelKey: 'navInventory', to: '/dashboard/inventory', icon: Boxes, area: 'inventory' },
      { labelKey: 'navAuditLog', to: '/dashboard/audit-log', icon: ScrollText, area: 'audit' },
      { labelKey: 'navSettings', to: '/dashboard/settings', icon: Settings, area: 'settings' },
    ],
  },
];

export function canSeeLink(user: ScopedUser, link: SidebarLink): boolean {
  if (link.area === null) return user.role === 'admin' && !user.viaPin;
  return canAccessArea(user, link.area);
}

/** Entries of the Ctrl/Cmd+K search modal, in the spec's order. */
export const SEARCH_ENTRIES: Array<{ titleKey: string; to: string; area: Area }> = [
  { titleKey: 'navDashboard', to: '/dashboard/home', area: 'dashboard' },
  { titleKey: 'pagePos', to: '/dashboard/pos', area: 'pos' },
  { titleKey: 'navKitchen', to: '/dashboard/kitchen', area: 'kitchen' },
  { titleKey: 'navOrders', to: '/dashboard/orders', area: 'orders' },
  { titleKey: 'navFloor', to: '/dashboard/floor', area: 'orders' },
  { titleKey: 'pageReservations', to: '/dashboard/reservation', area: 'reservations' },
  { titleKey: 'navCustomers', to: '/dashboard/customers', area: 'customers' },
  { titleKey: 'navInvoices', to: '/dashboard/invoices', area: 'invoices' },
  { titleKey: 'navCashDrawer', to: '/dashboard/cash-drawer', area: 'shifts' },
  { titleKey: 'navUsers', to: '/dashboard/users', area: 'users' },
  { titleKey: 'navReports', to: '/dashboard/reports', area: 'reports' },
  { titleKey: 'pageEndOfDay', to: '/dashboard/reports/end-of-day', area: 'reports' },
  { titleKey: 'navInventory', to: '/dashboard/inventory', area: 'inventory' },
  { titleKey: 'pageStockReport', to: '/dashboard/inventory/report', area: 'inventory' },
  { titleKey: 'navAuditLog', to: '/dashboard/audit-log', area: 'audit' },
  { titleKey: 'pageStoreSettings', to: '/dashboard/settings', area: 'settings' },
  { titleKey: 'pagePrintSettings', to: '/dashboard/settings/print-settings', area: 'settings' },
  { titleKey: 'pageStoreTables', to: '/dashboard/settings/tables', area: 'settings' },
  { titleKey: 'pageFloorPlan', to: '/dashboard/settings/floor-plan', area: 'settings' },
  { titleKey: 'pageMenuItems', to: '/dashboard/settings/menu-items', area: 'settings' },
  { titleKey: 'pageTaxSetup', to: '/dashboard/settings/tax-setup', area: 'settings' },
  { titleKey: 'pageDevices', to: '/dashboard/devices', area: 'devices' },
  { titleKey: 'pageProfile', to: '/dashboard/profile', area: 'profile' },
  { titleKey: 'pageSupport', to: '/dashboard/contact-support', area: 'support' },
];
