import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';

/**
 * The diner's modal, on the browser's own <dialog>: focus kept inside, Esc closes, the rest of the
 * page inert. A sheet rising from the bottom of a phone (in reach of one thumb), a centred card on
 * wider screens. Its content mounts only while open, so each opening starts fresh.
 */
export function BottomSheet({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop tap has keyboard equivalents (Esc, the Close button).
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      onClose={() => open && onOpenChange(false)}
      onCancel={(event) => {
        event.preventDefault();
        onOpenChange(false);
      }}
      // A tap on the backdrop lands on the <dialog> element itself.
      onClick={(event) => event.target === ref.current && onOpenChange(false)}
      className="mx-auto mt-auto mb-0 max-h-[88dvh] w-full max-w-md overflow-hidden rounded-t-3xl bg-white p-0 text-stone-900 shadow-2xl backdrop:bg-stone-950/50 sm:mb-auto sm:rounded-3xl"
    >
      {open ? (
        <div className="flex max-h-[88dvh] flex-col pb-[env(safe-area-inset-bottom)]">
          <div className="flex items-start justify-between gap-4 px-5 pt-5 pb-3">
            <div className="min-w-0">
              <h2 id={`${id}-title`} className="text-lg font-semibold text-stone-900">
                {title}
              </h2>
              {description ? (
                <p id={`${id}-description`} className="mt-0.5 text-sm text-stone-500">
                  {description}
                </p>
              ) : null}
            </div>
            <button
              type="button"
              onClick={() => onOpenChange(false)}
              className="-m-1 rounded-full p-2 text-stone-500 hover:bg-stone-100"
              aria-label="Close"
            >
              <X className="h-5 w-5" />
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 pb-4">{children}</div>
          {footer ? <div className="border-t border-stone-100 px-5 py-3">{footer}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}
