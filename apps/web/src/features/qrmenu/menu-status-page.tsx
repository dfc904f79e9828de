import { CircleSlash, Link2Off, UtensilsCrossed } from 'lucide-react';
import type { ReactNode } from 'react';

/** A whole-screen message for the diner: Broken Link!, Menu Not Available!, a load error. */
export function MenuStatusPage({
  kind,
  title,
  description,
  action,
}: {
  kind: 'broken' | 'unavailable' | 'error';
  title: string;
  description?: string;
  action?: ReactNode;
}) {
  const Icon = kind === 'broken' ? Link2Off : kind === 'unavailable' ? CircleSlash : UtensilsCrossed;
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-3 px-6 text-center">
      <div className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon className="h-8 w-8" aria-hidden />
      </div>
      <h1 className="text-2xl font-semibold tracking-tight text-stone-900">{title}</h1>
      {description ? <p className="text-sm text-stone-600">{description}</p> : null}
      {action}
    </main>
  );
}
