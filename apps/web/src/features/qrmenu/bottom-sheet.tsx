import { X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const isRadio = (el: Element | null): el is HTMLInputElement =>
  el instanceof HTMLInputElement && el.type === 'radio' && el.name !== '';

/** The sheet's Tab stops in order; a radio group is one stop (its checked radio, else its first). */
function tabStops(root: HTMLElement) {
  const all = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.getClientRects().length > 0,
  );
  const checkedGroups = new Set(
    all
      .filter(isRadio)
      .filter((r) => r.checked)
      .map((r) => r.name),
  );
  const seenGroups = new Set<string>();
  return all.filter((el) => {
    if (!isRadio(el)) return true;
    if (checkedGroups.has(el.name)) return el.checked;
    if (seenGroups.has(el.name)) return false;
    seenGroups.add(el.name);
    return true;
  });
}

const isSameStop = (active: Element | null, stop: HTMLElement) =>
  active === stop || (isRadio(active) && isRadio(stop) && active.name === stop.name);

/**
 * Tab from the sheet's last control comes back to its first, Shift+Tab from the first goes to the
 * last: a modal <dialog> alone lets the focus leave the page for the browser's own bar.
 */
function wrapFocus(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const stops = tabStops(event.currentTarget);
  if (stops.length === 0) return;
  const edge = event.shiftKey ? stops[0] : stops[stops.length - 1];
  if (!isSameStop(document.activeElement, edge)) return;
  event.preventDefault();
  (event.shiftKey ? stops[stops.length - 1] : stops[0]).focus();
}

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
  const opener = useRef<HTMLElement | null>(null);
  /** The sheet closed by its own state, whose `close` event is still to come (see onClose). */
  const closedByState = useRef(false);
  const id = useId();
  const { t } = useTranslation('qrmenu');

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    }
    if (!open && dialog.open) {
      closedByState.current = true;
      dialog.close();
      // The focus goes back to what opened the sheet (browsers differ in doing it themselves), unless
      // closing moved it somewhere on purpose (another page, a field with an error).
      const back = opener.current;
      opener.current = null;
      const active = document.activeElement;
      if (back?.isConnected && (!active || active === document.body || dialog.contains(active))) back.focus();
    }
  }, [open]);

  return (
    // The backdrop tap has keyboard equivalents: Escape and the Close button.
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      onClose={() => {
        // The browser tells of a close a task later: by then a quick diner (Escape, then Enter on
        // the same dish) may have opened the sheet again. A close the state made is not news.
        if (closedByState.current) {
          closedByState.current = false;
          return;
        }
        if (open) onOpenChange(false);
      }}
      onKeyDown={wrapFocus}
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
              <h2 id={`${id}-title`} className="text-lg font-semibold break-words text-stone-900">
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
              aria-label={t('close')}
            >
              <X className="h-5 w-5" aria-hidden />
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 pb-4">{children}</div>
          {footer ? <div className="border-t border-stone-100 px-5 py-3">{footer}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}
