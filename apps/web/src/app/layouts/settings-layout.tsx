import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { cn } from '../../lib/cn';
import { useSessionUser } from '../../lib/session';
import { useAppText } from '../i18n';

const SETTINGS_LINKS = [
  { labelKey: 'settingsDetails', to: '/dashboard/settings', end: true },
  { labelKey: 'pagePrintSettings', to: '/dashboard/settings/print-settings' },
  { labelKey: 'settingsTables', to: '/dashboard/settings/tables' },
  { labelKey: 'pageFloorPlan', to: '/dashboard/settings/floor-plan' },
  { labelKey: 'pageMenuItems', to: '/dashboard/settings/menu-items' },
  { labelKey: 'pageTaxSetup', to: '/dashboard/settings/tax-setup' },
  { labelKey: 'settingsPaymentTypes', to: '/dashboard/settings/payment-types' },
  { labelKey: 'settingsCheckout', to: '/dashboard/settings/checkout' },
  { labelKey: 'settingsDiscountReasons', to: '/dashboard/settings/discount-reasons' },
  { labelKey: 'settingsStations', to: '/dashboard/settings/stations' },
  { labelKey: 'settingsPrinters', to: '/dashboard/settings/printers' },
  { labelKey: 'settingsDisplays', to: '/dashboard/settings/displays' },
  { labelKey: 'settingsYourData', to: '/dashboard/settings/your-data', ownerOnly: true },
];

/** The settings area with its own navigation (spec 2 section 2.7). */
export function SettingsLayout() {
  const { t } = useAppText();
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
      <PageHeader title={t('navSettings')} description={t('settingsDescription')} />
      <nav
        ref={nav}
        aria-label={t('navSettings')}
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
            {t(link.labelKey)}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
