import { cn } from '../lib/cn';

/** The product's name: a brand, the same in every language. */
const BRAND_NAME = 'Mise';

export function Logo({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold tracking-tight', className)}>
      <svg viewBox="0 0 64 64" className="h-8 w-8 shrink-0" aria-hidden>
        <rect width="64" height="64" rx="14" fill="#c2410c" />
        <path
          d="M18 44V22l14 13 14-13v22"
          fill="none"
          stroke="#fff"
          strokeWidth="6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {compact ? null : <span className="text-lg">{BRAND_NAME}</span>}
    </span>
  );
}
