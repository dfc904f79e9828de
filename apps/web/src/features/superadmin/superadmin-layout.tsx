import { BarChart3, Building2, LayoutDashboard, LifeBuoy, LogOut, Menu, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { Logo } from '../../components/brand';
import { CollapsibleSidebar, useCollapsedSidebar } from '../../components/collapsible-sidebar';
import { SidebarNavLink, useSidebarRouting } from '../../components/sidebar-nav-link';
import { DropdownMenu } from '../../components/ui/dropdown-menu';
import { cn } from '../../lib/cn';
import { logout } from '../../lib/logout';
import { useSessionUser } from '../../lib/session';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { useAppInfo } from '../app-info/use-app-info';
import { useSuperadminText } from './i18n';

const LINKS = [
  { labelKey: 'navDashboard', to: '/superadmin/dashboard/home', icon: LayoutDashboard },
  { labelKey: 'navTenants', to: '/superadmin/dashboard/tenants', icon: Building2 },
  { labelKey: 'navReports', to: '/superadmin/dashboard/reports', icon: BarChart3 },
];

/** The operator's shell (spec 2 section 2.16): its own collapsible sidebar, Support and Logout. */
export function SuperadminLayout() {
  const { t } = useSuperadminText();
  const [collapsed, toggleCollapsed] = useCollapsedSidebar(STORAGE_KEYS.superadminSidebarCollapsed);
  const [mobileOpen, setMobileOpen] = useState(false);
  const location = useLocation();
  const { data: appInfo } = useAppInfo();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the drawer closes whenever the page changes.
  useEffect(() => setMobileOpen(false), [location.pathname]);

  return (
    <div className="flex min-h-dvh bg-stone-50">
      <CollapsibleSidebar
        label={t('operatorNavigation')}
        collapsed={collapsed}
        onToggle={toggleCollapsed}
        text={{ expand: t('expandSidebar'), collapse: t('collapseSidebar'), collapseShort: t('collapse') }}
        className="border-stone-800 bg-stone-900 text-stone-300"
        openWidth="w-60"
        toggleClassName="border-stone-800 text-stone-400 hover:text-white"
      >
        <SidebarContent collapsed={collapsed} />
      </CollapsibleSidebar>

      {mobileOpen ? (
        <div className="fixed inset-0 z-40 lg:hidden">
          <button
            type="button"
            className="absolute inset-0 bg-stone-950/50"
            aria-label={t('closeMenu')}
            onClick={() => setMobileOpen(false)}
          />
          <aside
            className="relative flex h-full w-64 flex-col bg-stone-900 text-stone-300 shadow-xl"
            aria-label={t('operatorNavigation')}
          >
            <SidebarContent collapsed={false} />
          </aside>
        </div>
      ) : null}

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-stone-200 bg-white/90 px-4 backdrop-blur">
          <button
            type="button"
            className="rounded-lg p-2 text-stone-600 hover:bg-stone-100 lg:hidden"
            onClick={() => setMobileOpen(true)}
            aria-label={t('openMenu')}
          >
            <Menu className="h-5 w-5" />
          </button>
          <p className="flex items-center gap-2 text-sm font-medium text-stone-600">
            <ShieldCheck className="h-4 w-4 text-brand-700" aria-hidden /> {t('operatorConsole')}
          </p>
          <div className="flex-1" />
          <OperatorMenu />
        </header>
        <main className="min-w-0 flex-1 p-4 sm:p-6">
          <Outlet />
        </main>
        <footer className="border-t border-stone-200 px-6 py-3 text-xs text-stone-500">
          {appInfo ? t('versionFooter', { version: appInfo.version }) : t('productName')}
        </footer>
      </div>
    </div>
  );
}

function SidebarContent({ collapsed }: { collapsed: boolean }) {
  const { t } = useSuperadminText();
  const routing = useSidebarRouting();
  return (
    <>
      <Link
        to="/superadmin/dashboard/home"
        className={cn(
          'flex h-14 items-center border-b border-stone-800',
          collapsed ? 'justify-center' : 'px-5',
        )}
      >
        <Logo compact={collapsed} className="text-white" />
      </Link>
      <nav className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-0.5">
          {LINKS.map((link) => (
            <li key={link.to}>
              <SidebarNavLink
                to={link.to}
                icon={link.icon}
                label={t(link.labelKey)}
                collapsed={collapsed}
                routing={routing}
                activeClassName="bg-white/10 text-white"
                idleClassName="hover:bg-white/5 hover:text-white"
              />
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

function OperatorMenu() {
  const { t } = useSuperadminText();
  const user = useSessionUser();
  const navigate = useNavigate();
  const onLogout = async () => {
    try {
      await logout('superadmin');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('logoutFailed'));
    }
  };
  return (
    <DropdownMenu
      trigger={
        <button
          type="button"
          className="flex items-center gap-2 rounded-full p-0.5 pe-2 hover:bg-stone-100"
          aria-label={t('operatorMenu')}
        >
          <span className="flex h-9 w-9 items-center justify-center rounded-full bg-stone-900 text-white">
            <ShieldCheck className="h-4 w-4" aria-hidden />
          </span>
          <span className="hidden text-sm font-medium text-stone-700 sm:inline">
            {user?.username ?? t('superadmin')}
          </span>
        </button>
      }
      items={[
        {
          label: t('support'),
          icon: <LifeBuoy className="h-4 w-4" />,
          onSelect: () => navigate('/superadmin/dashboard/contact-support'),
        },
        { label: t('logout'), icon: <LogOut className="h-4 w-4" />, onSelect: onLogout, tone: 'danger' },
      ]}
    />
  );
}
