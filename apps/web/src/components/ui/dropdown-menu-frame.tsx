import { DropdownMenu as Menu } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface MenuItem {
  label: string;
  icon?: ReactNode;
  onSelect: () => void;
  tone?: 'danger';
  disabled?: boolean;
}

export interface DropdownMenuProps {
  /** The button that opens the menu. */
  trigger: ReactNode;
  items: MenuItem[];
  align?: 'start' | 'end';
}

/** The menu itself (see dropdown-menu.tsx): Radix's, keyboard navigable. */
export function DropdownMenuFrame({ trigger, items, align = 'end' }: DropdownMenuProps) {
  return (
    <Menu.Root>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align={align}
          sideOffset={6}
          className="z-50 min-w-44 rounded-xl border border-stone-200 bg-white p-1 shadow-lg"
        >
          {items.map((item) => (
            <Menu.Item
              key={item.label}
              disabled={item.disabled}
              onSelect={item.onSelect}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none select-none phone:min-h-11 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[highlighted]:bg-stone-100',
                item.tone === 'danger' ? 'text-red-600' : 'text-stone-700',
              )}
            >
              {item.icon}
              {item.label}
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
