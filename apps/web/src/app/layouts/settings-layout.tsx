import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { cn } from '../../lib/cn';
import { useSessionUser } from '../../lib/session';

const SETTINGS_LINKS = [
  { label: 'Details', to: '/dashboard/settings', end: true },
  { label: 'Print Settings', to: '/dashboard/settings/print-settings' },
  { label: 'Tables', to: '/dashboard/settings/tables' },
  { label: 'Floor Plan', to: '/dashboard/settings/floor-plan' },
  { label: 'Menu Items', to: '/dashboard/settings/menu-items' },
  { label: 'Tax Setup', to: '/dashboard/settings/tax-setup' },
  { label: 'Payment Types', to: '/dashboard/settings/payment-types' },
  { label: 'Checkout', to: '/dashboard/settings/checkout' },
  { label: 'Discount Reasons', to: '/dashboard/settings/discount-reasons' },
  { label: 'Stations', to: '/dashboard/settings/stations' },
  { label: 'Printers', to: '/dashboard/settings/printers' },
  { label: 'Displays', to: '/dashboard/settings/displays' },
  { label: 'Your Data', to: '/dashboard/settings/your-data', ownerOnly: true },
];

/** The settings area with its own navigation (spec 2 section 2.7). */
export function SettingsLayout() {
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const isOwner = useSessionUser()?.role === 'admin';
  // On a phone the tabs scroll sideways: keep the current one in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes.
  useEffect(() => {
    nav.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ inline: 'center', block: 'nearest' });
  }, [pathname]);
  return (
    <div>
      <PageHeader title="Settings" description="Your store, menu, taxes, tables, printing and checkout." />
      <nav
        ref={nav}
        aria-label="Settings"
        className="mb-6 flex gap-1 overflow-x-auto border-b border-stone-200"
      >
        {SETTINGS_LINKS.filter((link) => !('ownerOnly' in link) || isOwner).map((link) => (
          <NavLink
            key={link.to}
            to={link.to}
            end={link.end}
            className={({ isActive }) =>
              cn(
                '-mb-px border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors',
                isActive
                  ? 'border-brand-700 text-brand-800'
                  : 'border-transparent text-stone-500 hover:text-stone-800',
              )
            }
          >
            {link.label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
