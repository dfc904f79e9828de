import type { TShift } from '@mise/contracts';
import { cn } from '../../lib/cn';
import { shiftReportSections } from './shift-report-model';

/** The shift's report sections on screen, in a grid of small titled lists. */
export function ShiftReport({ shift, money }: { shift: TShift; money: (major: number) => string }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {shiftReportSections(shift, money).map((section) => (
        <section key={section.title} aria-label={section.title}>
          <h3 className="mb-1.5 text-xs font-semibold tracking-wide text-stone-500 uppercase">
            {section.title}
          </h3>
          <dl className="space-y-1 rounded-xl bg-stone-50 p-3 text-sm">
            {section.rows.map((row) => (
              <div
                key={row.key ?? row.label}
                className={cn('flex justify-between gap-3', row.strong && 'font-semibold text-stone-900')}
              >
                <dt className={cn('min-w-0 break-words', !row.strong && 'text-stone-600')}>{row.label}</dt>
                <dd className="tabular-nums whitespace-nowrap">{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
