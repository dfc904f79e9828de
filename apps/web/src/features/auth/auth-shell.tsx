import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/brand';
import { useAuthText } from './i18n';

const SHELL_POINTS = ['shellPointKitchen', 'shellPointQr', 'shellPointPrice'] as const;

/** The frame of the sign-in screens: the form on the right, what the product does on the left. */
export function AuthShell({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useAuthText();
  return (
    <div className="grid min-h-dvh lg:grid-cols-2">
      <aside className="relative hidden overflow-hidden bg-stone-900 p-12 text-white lg:flex lg:flex-col lg:justify-between">
        <div
          className="absolute -top-24 -end-24 h-96 w-96 rounded-full bg-brand-700/30 blur-3xl"
          aria-hidden
        />
        <Link to="/" className="relative">
          <Logo className="text-white" />
        </Link>
        <div className="relative max-w-md space-y-6">
          <h2 className="text-3xl font-semibold tracking-tight">{t('shellHeadline')}</h2>
          <ul className="space-y-3 text-stone-300">
            {SHELL_POINTS.map((line) => (
              <li key={line} className="flex items-start gap-3">
                <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-brand-400" aria-hidden />
                {t(line)}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm text-stone-400">{t('copyright')}</p>
      </aside>
      <main className="flex items-center justify-center px-6 py-12">
        <div className="w-full max-w-sm">
          <Link to="/" className="mb-10 inline-block lg:hidden">
            <Logo />
          </Link>
          <h1 className="text-2xl font-semibold tracking-tight text-stone-900">{title}</h1>
          {subtitle ? <p className="mt-2 text-sm text-stone-500">{subtitle}</p> : null}
          <div className="mt-8">{children}</div>
          {footer ? <div className="mt-8 text-center text-sm text-stone-500">{footer}</div> : null}
        </div>
      </main>
    </div>
  );
}
