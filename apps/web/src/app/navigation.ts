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
  label: string;
  to: string;
  icon: LucideIcon;
  /** null: admin only (the Users link lists no scope). */
  area: Area | null;
}

export const SIDEBAR_SECTIONS: Array<{ title: string; links: SidebarLink[] }> = [
  {
    title: 'Offerings',
    links: [
      { label: 'Dashboard', to: '/dashboard/home', icon: LayoutDashboard, area: 'dashboard' },
      { label: 'POS', to: '/dashboard/pos', icon: ShoppingCart, area: 'pos' },
      { label: 'Orders', to: '/dashboard/orders', icon: ClipboardList, area: 'orders' },
      { label: 'Floor', to: '/dashboard/floor', icon: Armchair, area: 'orders' },
      { label: 'Kitchen', to: '/dashboard/kitchen', icon: ChefHat, area: 'kitchen' },
      { label: 'Reservation', to: '/dashboard/reservation', icon: CalendarClock, area: 'reservations' },
      { label: 'Customers', to: '/dashboard/customers', icon: Users, area: 'customers' },
      { label: 'Invoices', to: '/dashboard/invoices', icon: Receipt, area: 'invoices' },
      { label: 'Cash Drawer', to: '/dashboard/cash-drawer', icon: Wallet, area: 'shifts' },
    ],
  },
  {
    title: 'Back Office',
    links: [
      { label: 'Users', to: '/dashboard/users', icon: UserCog, area: null },
      { label: 'Reports', to: '/dashboard/reports', icon: BarChart3, area: 'reports' },
      { label: 'Inventory', to: '/dashboard/inventory', icon: Boxes, area: 'inventory' },
      { label: 'Audit Log', to: '/dashboard/audit-log', icon: ScrollText, area: 'audit' },
      { label: 'Settings', to: '/dashboard/settings', icon: Settings, area: 'settings' },
    ],
  },
];

export function canSeeLink(user: ScopedUser, link: SidebarLink): boolean {
  if (link.area === null) return user.role === 'admin' && !user.viaPin;
  return canAccessArea(user, link.area);
}

/** Entries of the Ctrl/Cmd+K search modal, in the spec's order. */
export const SEARCH_ENTRIES: Array<{ title: string; to: string; area: Area }> = [
  { title: 'Dashboard', to: '/dashboard/home', area: 'dashboard' },
  { title: 'POS - Point of Sale', to: '/dashboard/pos', area: 'pos' },
  { title: 'Kitchen', to: '/dashboard/kitchen', area: 'kitchen' },
  { title: 'Orders', to: '/dashboard/orders', area: 'orders' },
  { title: 'Floor', to: '/dashboard/floor', area: 'orders' },
  { title: 'Reservations', to: '/dashboard/reservation', area: 'reservations' },
  { title: 'Customers', to: '/dashboard/customers', area: 'customers' },
  { title: 'Invoices', to: '/dashboard/invoices', area: 'invoices' },
  { title: 'Cash Drawer', to: '/dashboard/cash-drawer', area: 'shifts' },
  { title: 'Users', to: '/dashboard/users', area: 'users' },
  { title: 'Reports', to: '/dashboard/reports', area: 'reports' },
  { title: 'End of Day (Z Report)', to: '/dashboard/reports/end-of-day', area: 'reports' },
  { title: 'Inventory', to: '/dashboard/inventory', area: 'inventory' },
  { title: 'Stock Report', to: '/dashboard/inventory/report', area: 'inventory' },
  { title: 'Audit Log', to: '/dashboard/audit-log', area: 'audit' },
  { title: 'Store Settings', to: '/dashboard/settings', area: 'settings' },
  { title: 'Print Settings', to: '/dashboard/settings/print-settings', area: 'settings' },
  { title: 'Store Tables', to: '/dashboard/settings/tables', area: 'settings' },
  { title: 'Floor Plan', to: '/dashboard/settings/floor-plan', area: 'settings' },
  { title: 'Menu Items', to: '/dashboard/settings/menu-items', area: 'settings' },
  { title: 'Tax Setup', to: '/dashboard/settings/tax-setup', area: 'settings' },
  { title: 'Devices', to: '/dashboard/devices', area: 'devices' },
  { title: 'Profile', to: '/dashboard/profile', area: 'profile' },
  { title: 'Support', to: '/dashboard/contact-support', area: 'support' },
];
