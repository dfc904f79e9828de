import { LifeBuoy, LogOut, Menu, MonitorSmartphone, Search, User, Users } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { Logo } from '../../components/brand';
import { CollapsibleSidebar, useCollapsedSidebar } from '../../components/collapsible-sidebar';
import { SidebarNavLink, useSidebarRouting } from '../../components/sidebar-nav-link';
import { DropdownMenu } from '../../components/ui/dropdown-menu';
import { useTenantStandingWatch } from '../../features/billing/use-standing-watch';
import { OfflineIndicator } from '../../features/offline/offline-indicator';
import { usePageAfterLayout } from '../../features/pos/start-picture/use-page-after-layout';
import { useTillSettings } from '../../features/till/api/till-api';
import { useIdleLock } from '../../features/till/use-idle-lock';
import { cn } from '../../lib/cn';
import { logout } from '../../lib/logout';
import { type SessionUser, useSessionUser } from '../../lib/session';
import { useSocketConnected } from '../../lib/socket';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { useBackToClose } from '../../lib/use-back-to-close';
import { useMediaQuery } from '../../lib/use-media-query';
import { whenIdle } from '../../lib/when-idle';
import { useAppText } from '../i18n';
import { canSeeLink, SIDEBAR_SECTIONS } from '../navigation';

/** Where the sidebar shows: Tailwind's `lg` breakpoint, as CollapsibleSidebar's `hidden lg:flex` says. */
const SIDEBAR_QUERY = '(min-width: 64rem)';

// Loaded after the shell, not before its first paint: the page search opens only on a click or Ctrl+K.
const SearchModal = lazy(async () => ({ default: (await import('./search-modal')).SearchModal }));
// The till's lock screen shows only when the till locks or someone switches user; a till with an
// idle lock fetches it once the page is idle, and until it has come a blank cover hides the till.
const loadTillLock = () => import('../../features/till/till-lock');
const TillLock = lazy(async () => ({ default: (await loadTillLock()).TillLock }));
const MobileNavDrawer = lazy(async () => ({
  default: (await import('./mobile-nav-drawer')).MobileNavDrawer,
}));

/** Sidebar plus top bar around every /dashboard screen (spec 1, dashboard layout). */
export function DashboardLayout() {
  const { t } = useAppText();
  const pageDrawn = usePageAfterLayout();
  const user = useSessionUser()!;
  // Below lg the sidebar is hidden (the menu button opens it as a drawer): not built at all there,
  // a till on a phone would otherwise draw some 130 elements it never shows before its first dish.
  const sidebarShown = useMediaQuery(SIDEBAR_QUERY, true);
  const [collapsed, toggleCollapsed] = useCollapsedSidebar(STORAGE_KEYS.sidebarCollapsed);
  const [mobileOpen, setMobileOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const drawerUsed = useRef(false);
  if (mobileOpen) drawerUsed.current = true;
  // On a phone the back gesture closes the drawer instead of leaving the page.
  useBackToClose(mobileOpen, () => setMobileOpen(false));
  const [searchOpen, setSearchOpen] = useState(false);
  // Mounted from its first opening on, so that it closes as it always did.
  const searchUsed = useRef(false);
  if (searchOpen) searchUsed.current = true;
  const location = useLocation();
  useTenantStandingWatch();
  // The shared till: "Switch User" from the menu, and the store's idle lock, which guards the till's
  // own screens (POS, Cash Drawer), not a kitchen or orders display that nobody touches for hours.
  const [switching, setSwitching] = useState(false);
  const onTill = /^\/dashboard\/(pos|cash-drawer)(\/|$)/.test(location.pathname);
  // Asked once the socket is up, i.e. after the page's own first calls have renewed an expired
  // session: one more call in that first burst could count as one renewal too many and sign out.
  const socketUp = useSocketConnected();
  const lockMinutes = useTillSettings(onTill && socketUp).data?.lock_minutes ?? 0;
  const [idle, wakeUp] = useIdleLock(onTill ? lockMinutes : 0);
  useEffect(() => {
    if (lockMinutes > 0) whenIdle(() => void loadTillLock().catch(() => undefined));
  }, [lockMinutes]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the drawer closes whenever the page changes.
  useEffect(() => setMobileOpen(false), [location.pathname]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setSearchOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className="flex min-h-dvh bg-stone-50">
      {sidebarShown ? (
        <CollapsibleSidebar
          label={t('mainNavigation')}
          collapsed={collapsed}
          onToggle={toggleCollapsed}
          text={{ expand: t('expandSidebar'), collapse: t('collapseSidebar'), collapseShort: t('collapse') }}
          className="border-stone-200 bg-white"
          openWidth="w-64"
          toggleClassName="border-stone-100 text-stone-500 hover:text-stone-800"
        >
          <SidebarContent user={user} collapsed={collapsed} />
        </CollapsibleSidebar>
      ) : null}

      {drawerUsed.current ? (
        <Suspense fallback={null}>
          <MobileNavDrawer
            open={mobileOpen}
            onOpenChange={setMobileOpen}
            title={t('mainNavigation')}
            menuButton={menuButton}
          >
            <SidebarContent user={user} collapsed={false} />
          </MobileNavDrawer>
        </Suspense>
      ) : null}

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-stone-200 bg-white/90 px-4 backdrop-blur">
          <button
            ref={menuButton}
            type="button"
            onClick={() => setMobileOpen(true)}
            className="rounded-lg p-2 text-stone-600 hover:bg-stone-100 phone:p-3 lg:hidden"
            aria-label={t('openMenu')}
            aria-haspopup="dialog"
            aria-expanded={mobileOpen}
          >
            <Menu className="h-5 w-5" />
          </button>
          <button
            type="button"
            onClick={() => setSearchOpen(true)}
            className="flex h-9 w-full min-w-0 max-w-xs items-center gap-2 rounded-lg border border-stone-200 bg-stone-50 px-3 text-sm text-stone-500 hover:border-stone-300"
            aria-label={t('searchPages')}
          >
            <Search className="h-4 w-4" />
            <span className="flex-1 truncate text-start">{t('searchButton')}</span>
            <kbd className="hidden rounded border border-stone-200 bg-white px-1.5 text-[11px] font-medium sm:inline">
              {t('searchShortcut')}
            </kbd>
          </button>
          <div className="flex-1" />
          <OfflineIndicator />
          <UserMenu user={user} onSwitchUser={() => setSwitching(true)} />
        </header>
        <main className="min-w-0 flex-1 p-4 sm:p-6">{pageDrawn ? <Outlet /> : null}</main>
      </div>
      {searchUsed.current ? (
        <Suspense fallback={null}>
          <SearchModal user={user} open={searchOpen} onOpenChange={setSearchOpen} />
        </Suspense>
      ) : null}
      {idle || switching ? (
        <Suspense fallback={<div className="fixed inset-0 z-50 bg-stone-900" />}>
          {idle ? (
            <TillLock mode="idle" onClose={wakeUp} />
          ) : (
            <TillLock mode="switch" onClose={() => setSwitching(false)} />
          )}
        </Suspense>
      ) : null}
    </div>
  );
}

function SidebarContent({ user, collapsed }: { user: SessionUser; collapsed: boolean }) {
  const { t } = useAppText();
  const routing = useSidebarRouting();
  return (
    <>
      <Link
        to="/dashboard/home"
        className={cn(
          'flex h-14 items-center border-b border-stone-100',
          collapsed ? 'justify-center' : 'px-5',
        )}
      >
        <Logo compact={collapsed} />
      </Link>
      <nav className="flex-1 overflow-y-auto px-3 py-4">
        {SIDEBAR_SECTIONS.map((section) => {
          const links = section.links.filter((link) => canSeeLink(user, link));
          if (links.length === 0) return null;
          return (
            <div key={section.titleKey} className="mb-5">
              {collapsed ? (
                <div className="mx-auto mb-2 h-px w-6 bg-stone-200" />
              ) : (
                <p className="mb-1.5 px-3 text-[11px] font-semibold tracking-wider text-stone-500 uppercase">
                  {t(section.titleKey)}
                </p>
              )}
              <ul className="space-y-0.5">
                {links.map((link) => (
                  <li key={link.to}>
                    <SidebarNavLink
                      to={link.to}
                      icon={link.icon}
                      label={t(link.labelKey)}
                      collapsed={collapsed}
                      routing={routing}
                      activeClassName="bg-brand-50 text-brand-800"
                      idleClassName="text-stone-600 hover:bg-stone-100 hover:text-stone-900"
                    />
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </nav>
      <div className={cn('border-t border-stone-100 py-3', collapsed ? 'px-2' : 'px-4')}>
        <div className={cn('flex items-center gap-3', collapsed && 'justify-center')}>
          <Avatar user={user} />
          {collapsed ? null : (
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-stone-900">{user.name}</p>
              <p className="break-words text-xs text-stone-500">
                {t('roleName', { role: user.role.toUpperCase() })}
                {user.designation ? ` · ${user.designation}` : ''}
              </p>
            </div>
          )}
        </div>
      </div>
    </>
  );
}

function Avatar({ user }: { user: SessionUser }) {
  const initials = user.name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
  return user.photo ? (
    <img src={user.photo} alt="" className="h-9 w-9 shrink-0 rounded-full object-cover" />
  ) : (
    <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800">
      {initials || '?'}
    </span>
  );
}

function UserMenu({ user, onSwitchUser }: { user: SessionUser; onSwitchUser: () => void }) {
  const { t } = useAppText();
  const navigate = useNavigate();
  const onLogout = async () => {
    try {
      await logout('user');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('tryLater'));
    }
  };
  return (
    <DropdownMenu
      trigger={
        <button
          type="button"
          className="flex items-center gap-2 rounded-full p-0.5 pe-2 hover:bg-stone-100"
          aria-label={t('userMenu')}
        >
          <Avatar user={user} />
          <span className="hidden text-sm font-medium text-stone-700 sm:inline">{user.name}</span>
        </button>
      }
      items={[
        {
          label: t('switchUser'),
          icon: <Users className="h-4 w-4" />,
          onSelect: onSwitchUser,
        },
        {
          label: t('pageProfile'),
          icon: <User className="h-4 w-4" />,
          onSelect: () => navigate('/dashboard/profile'),
        },
        {
          label: t('myDevices'),
          icon: <MonitorSmartphone className="h-4 w-4" />,
          onSelect: () => navigate('/dashboard/devices'),
        },
        {
          label: t('pageSupport'),
          icon: <LifeBuoy className="h-4 w-4" />,
          onSelect: () => navigate('/dashboard/contact-support'),
        },
        { label: t('logout'), icon: <LogOut className="h-4 w-4" />, onSelect: onLogout, tone: 'danger' },
      ]}
    />
  );
}
