import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';

/**
 * On a phone the navigation is a modal drawer: focus kept in it, closed by Escape or a tap outside,
 * and the focus given back to the menu button. Loaded with its first opening, not before the
 * dashboard's first paint (Radix's dialog is about 16 KB gzip).
 */
export function MobileNavDrawer({
  open,
  onOpenChange,
  title,
  menuButton,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The button that opened it, focused again when it closes. */
  menuButton: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-stone-950/40 lg:hidden" />
        <DialogPrimitive.Content
          className="fixed inset-y-0 start-0 z-40 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl focus:outline-none lg:hidden"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            menuButton.current?.focus();
          }}
        >
          <DialogPrimitive.Title className="sr-only">{title}</DialogPrimitive.Title>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
