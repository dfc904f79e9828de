import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type ReactNode, useRef } from 'react';
import { useCommonText } from '../../i18n/app-i18n';
import { cn } from '../../lib/cn';
import { useBackToClose } from '../../lib/use-back-to-close';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** 'sheet': rises from the bottom edge of a phone, its actions within a thumb's reach. */
  variant?: 'dialog' | 'sheet';
  className?: string;
}

const WIDTHS = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-2xl', xl: 'max-w-4xl' };

/**
 * The button of the menu that has the focus, if one has: a dialog opened from a menu item (gone
 * once the menu closes, the focus then on the page's body) gives the focus back to the menu's
 * button. Radix labels a menu by its button (aria-labelledby). Any focus outside a menu forgets it.
 */
let menuButtonInFocus: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      const menu = event.target instanceof Element ? event.target.closest('[role="menu"]') : null;
      const buttonId = menu?.getAttribute('aria-labelledby');
      menuButtonInFocus = buttonId ? document.getElementById(buttonId) : null;
    },
    true,
  );
}

/** What a dialog opening now should give the focus back to when it closes. */
function openerOfDialog(): HTMLElement | null {
  const active = document.activeElement;
  // A menu item being removed may still be the active element, detached from its menu.
  const usable =
    active instanceof HTMLElement &&
    active.isConnected &&
    active !== document.body &&
    !active.closest('[role="menu"], [role="menuitem"]');
  if (usable) {
    return active;
  }
  return menuButtonInFocus;
}

const PLACES = {
  dialog: 'top-1/2 left-1/2 max-h-[90dvh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl',
  sheet:
    'inset-x-0 bottom-0 max-h-[92dvh] w-full rounded-t-2xl pb-[env(safe-area-inset-bottom)] data-[state=open]:animate-[sheet-up_160ms_ease-out]',
};

/**
 * The dialog itself (see dialog.tsx): Radix's, with the focus given back to what had it when the
 * dialog opened. Radix gives it back only to a Dialog.Trigger, and our dialogs are opened by state
 * (a menu item, a shortcut, a row's button), so the dialog keeps it. On a phone the back gesture
 * closes it too, and the page stays.
 */
export function DialogFrame({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  variant = 'dialog',
  className,
}: DialogProps) {
  const { t } = useCommonText();
  const returnFocusTo = useRef<HTMLElement | null>(null);
  useBackToClose(open, () => onOpenChange(false));
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-stone-950/40 backdrop-blur-[1px] data-[state=open]:animate-[fade-in_120ms_ease-out]" />
        <DialogPrimitive.Content
          className={cn(
            // On a phone every button in it is at least a thumb's size (44 px).
            'fixed z-50 flex flex-col bg-white shadow-2xl focus:outline-none phone:[&_button]:min-h-11 phone:[&_button]:min-w-11',
            PLACES[variant],
            variant === 'dialog' && WIDTHS[size],
            className,
          )}
          onOpenAutoFocus={() => {
            returnFocusTo.current = openerOfDialog();
          }}
          onCloseAutoFocus={(event) => {
            const opener = returnFocusTo.current;
            returnFocusTo.current = null;
            // An opener that left the page (a menu item) leaves the focus to the browser.
            if (opener?.isConnected && opener !== document.body) {
              event.preventDefault();
              opener.focus();
            }
          }}
        >
          <div className="flex items-start justify-between gap-4 border-b border-stone-100 px-5 py-4">
            <div>
              <DialogPrimitive.Title className="text-base font-semibold text-stone-900">
                {title}
              </DialogPrimitive.Title>
              {description ? (
                <DialogPrimitive.Description className="mt-1 text-sm text-stone-500">
                  {description}
                </DialogPrimitive.Description>
              ) : (
                <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
              )}
            </div>
            <DialogPrimitive.Close
              className="-m-1 rounded-lg p-1 text-stone-500 hover:bg-stone-100 hover:text-stone-700 phone:-m-2.5 phone:p-2.5"
              aria-label={t('close')}
            >
              <X className="h-5 w-5" />
            </DialogPrimitive.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
          {footer ? (
            <div className="flex justify-end gap-2 border-t border-stone-100 px-5 py-3">{footer}</div>
          ) : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
