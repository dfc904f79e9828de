import { ChevronsLeft, ChevronsRight } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { cn } from '../lib/cn';
import { readJson, writeJson } from '../lib/storage-keys';

/**
 * Whether a sidebar is collapsed, kept on the device under `key`. Stored as it is changed: a write
 * at every start was a storage call in the first frame's effects.
 */
export function useCollapsedSidebar(key: string) {
  const [collapsed, setCollapsed] = useState(() => readJson(key, false));
  const toggle = () => {
    setCollapsed(!collapsed);
    writeJson(key, !collapsed);
  };
  return [collapsed, toggle] as const;
}

/**
 * A shell's sidebar beside the page from Tailwind's `lg` on (below, the shell's menu opens its links
 * as a drawer), with the button that collapses it to its icons. Each shell gives its own colours.
 */
export function CollapsibleSidebar({
  label,
  collapsed,
  onToggle,
  text,
  className,
  openWidth,
  toggleClassName,
  children,
}: {
  label: string;
  collapsed: boolean;
  onToggle: () => void;
  /** The toggle's names: collapsed, it expands; open, it collapses and says so beside its icon. */
  text: { expand: string; collapse: string; collapseShort: string };
  /** Border, background and text colours. */
  className: string;
  /** Its width when open (collapsed, it is as wide as an icon button). */
  openWidth: 'w-60' | 'w-64';
  /** The toggle's border and text colours. */
  toggleClassName: string;
  children: ReactNode;
}) {
  return (
    <aside
      className={cn(
        'sticky top-0 hidden h-dvh shrink-0 flex-col border-e transition-[width] duration-200 lg:flex',
        className,
        collapsed ? 'w-[4.5rem]' : openWidth,
      )}
      aria-label={label}
      data-collapsed={collapsed}
    >
      {children}
      <button
        type="button"
        onClick={onToggle}
        className={cn('flex items-center gap-2 border-t px-5 py-3 text-sm', toggleClassName)}
        aria-label={collapsed ? text.expand : text.collapse}
        aria-expanded={!collapsed}
      >
        {collapsed ? (
          <ChevronsRight className="h-5 w-5 rtl:rotate-180" />
        ) : (
          <ChevronsLeft className="h-5 w-5 rtl:rotate-180" />
        )}
        {collapsed ? null : text.collapseShort}
      </button>
    </aside>
  );
}
