import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from './card';

export function StatCard({
  label,
  value,
  icon: Icon,
  hint,
  extra,
}: {
  label: string;
  value: ReactNode;
  icon: LucideIcon;
  hint?: ReactNode;
  /** Shown next to the label, e.g. an info tooltip. */
  extra?: ReactNode;
}) {
  return (
    <Card className="flex flex-col gap-3 p-5">
      <div className="flex items-center justify-between gap-2">
        <p className="flex items-center gap-1.5 text-sm font-medium text-stone-500">
          {label}
          {extra}
        </p>
        <span className="flex h-9 w-9 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon className="h-5 w-5" aria-hidden />
        </span>
      </div>
      <p className="text-3xl font-semibold tracking-tight text-stone-900" data-testid={`stat-${label}`}>
        {value}
      </p>
      {hint ? <div className="text-xs text-stone-500">{hint}</div> : null}
    </Card>
  );
}
