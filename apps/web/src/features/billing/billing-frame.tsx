import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/brand';
import { cn } from '../../lib/cn';

const TONES = {
  brand: 'bg-brand-50 text-brand-700',
  green: 'bg-emerald-50 text-emerald-700',
  amber: 'bg-amber-50 text-amber-700',
  red: 'bg-red-50 text-red-600',
};

/** The frame of the subscription screens, which stand outside the dashboard shell. */
export function BillingFrame({
  icon,
  tone = 'brand',
  title,
  children,
}: {
  icon: ReactNode;
  tone?: keyof typeof TONES;
  title: string;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-dvh flex-col items-center bg-stone-50 px-5 py-10">
      <Link to="/dashboard/home" className="mb-10">
        <Logo />
      </Link>
      <div className="flex w-full max-w-xl flex-col items-center gap-4 text-center">
        <div className={cn('flex h-14 w-14 items-center justify-center rounded-full', TONES[tone])}>
          {icon}
        </div>
        <h1 className="text-2xl font-semibold tracking-tight text-stone-900">{title}</h1>
        {children}
      </div>
    </main>
  );
}
