import { AlertTriangle } from 'lucide-react';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useRef,
  useState,
} from 'react';
import { useCommonText } from '../../i18n/app-i18n';
import { Button } from './button';

// Every page has this provider, the sign-in pages included; the dialog's code (Radix) comes with
// the first question, not with the page.
const Dialog = lazy(async () => ({ default: (await import('./dialog')).Dialog }));

export interface ConfirmOptions {
  title?: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: 'danger' | 'primary';
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/** `const confirm = useConfirm(); if (await confirm({ message })) ...` */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs <ConfirmProvider>');
  return confirm;
}

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const { t } = useCommonText();
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  // Mounted from the first question on, so that it closes as it always did.
  const [asked, setAsked] = useState(false);
  const resolver = useRef<((ok: boolean) => void) | null>(null);

  const confirm = useCallback<Confirm>((next) => {
    resolver.current?.(false);
    setAsked(true);
    setOptions(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const close = (ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = null;
    setOptions(null);
  };

  const tone = options?.tone ?? 'danger';
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {asked ? (
        <Suspense fallback={null}>
          <Dialog
            open={options !== null}
            onOpenChange={(open) => !open && close(false)}
            title={options?.title ?? t('pleaseConfirm')}
            size="sm"
            footer={
              <>
                <Button variant="outline" onClick={() => close(false)}>
                  {options?.cancelLabel ?? t('cancel')}
                </Button>
                <Button
                  variant={tone === 'danger' ? 'danger' : 'primary'}
                  onClick={() => close(true)}
                  autoFocus
                >
                  {options?.confirmLabel ?? t('confirm')}
                </Button>
              </>
            }
          >
            <div className="flex gap-3">
              {tone === 'danger' ? (
                <div className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-red-50 text-red-600">
                  <AlertTriangle className="h-5 w-5" />
                </div>
              ) : null}
              <div className="pt-2 text-sm text-stone-700">{options?.message}</div>
            </div>
          </Dialog>
        </Suspense>
      ) : null}
    </ConfirmContext.Provider>
  );
}
