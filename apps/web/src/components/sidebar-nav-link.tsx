import type { LucideIcon } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { cn } from '../lib/cn';

/**
 * What a sidebar's links need of the router, read once for all of them. React Router's NavLink
 * resolves its path and makes its own click handler in every link: the dashboard's fifteen cost a
 * till's cold start some 50 ms of its first render at 4× CPU slowdown (issue 27 §1).
 */
export function useSidebarRouting() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  /** A plain left click goes through the router; with a modifier key, the browser opens a tab. */
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    const to = event.currentTarget.getAttribute('href') ?? '/';
    // As a Link does: the page already shown is replaced, not stacked in the history.
    navigate(to, { replace: to === pathname });
  };
  return { pathname, follow };
}

export type SidebarRouting = ReturnType<typeof useSidebarRouting>;

/**
 * A sidebar's link to one of the app's pages, marked as the page shown (`aria-current="page"`) on
 * that page and the pages under it, as NavLink marks it. Collapsed, it shows its icon and keeps its
 * name for screen readers and as a tooltip.
 */
export function SidebarNavLink({
  to,
  icon: Icon,
  label,
  collapsed,
  routing,
  activeClassName,
  idleClassName,
}: {
  to: string;
  icon: LucideIcon;
  label: string;
  collapsed: boolean;
  routing: SidebarRouting;
  activeClassName: string;
  idleClassName: string;
}) {
  const active = routing.pathname === to || routing.pathname.startsWith(`${to}/`);
  return (
    <a
      href={to}
      onClick={routing.follow}
      aria-current={active ? 'page' : undefined}
      title={collapsed ? label : undefined}
      className={cn(
        'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
        collapsed && 'justify-center px-0',
        active ? activeClassName : idleClassName,
      )}
    >
      <Icon className="h-5 w-5 shrink-0" aria-hidden />
      {collapsed ? <span className="sr-only">{label}</span> : label}
    </a>
  );
}
