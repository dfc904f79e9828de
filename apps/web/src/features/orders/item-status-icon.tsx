import { Ban, CheckCircle2, ChefHat, CircleDashed, HandPlatter } from 'lucide-react';
import { cn } from '../../lib/cn';
import { itemStatusLabel } from './order-status';

const ICONS = {
  created: { Icon: CircleDashed, className: 'text-stone-400' },
  preparing: { Icon: ChefHat, className: 'text-amber-700' },
  completed: { Icon: CheckCircle2, className: 'text-emerald-700' },
  delivered: { Icon: HandPlatter, className: 'text-sky-700' },
  cancelled: { Icon: Ban, className: 'text-red-600' },
} as const;

/** The icon of an item's status (its name is written beside it; the icon's title repeats it on hover). */
export function ItemStatusIcon({ status, className }: { status: string; className?: string }) {
  const { Icon, className: tone } = ICONS[status as keyof typeof ICONS] ?? ICONS.created;
  const label = itemStatusLabel(status);
  return (
    <span title={label} className="inline-flex shrink-0">
      <Icon className={cn('h-5 w-5', tone, className)} aria-hidden />
    </span>
  );
}
