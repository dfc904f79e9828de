import { cn } from '../../lib/cn';

export interface ReportRow {
  /** Set where labels may repeat (movements, staff of the same name); the label otherwise. */
  key?: string;
  label: string;
  value: string;
  /** The figure the section closes on (expected cash, variance, total). */
  strong?: boolean;
}

export interface ReportSection {
  title: string;
  rows: ReportRow[];
}

/** A report as small titled lists of figures in a grid (the X report, the Z report). */
export function ReportSections({ sections }: { sections: ReportSection[] }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {sections.map((section) => (
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
