import type { ReportSection } from '../../components/ui/report-sections';

/** A report's sections on receipt paper: dashed rules between them, figures right-aligned. */
export function PrintReportSections({ sections }: { sections: ReportSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.title} className="border-t border-dashed border-black py-1.5">
          <h2 className="font-bold uppercase">{section.title}</h2>
          {section.rows.map((row) => (
            <p
              key={row.key ?? row.label}
              className={`flex justify-between gap-2 ${row.strong ? 'font-bold' : ''}`}
            >
              <span className="min-w-0 break-words">{row.label}</span>
              <span className="whitespace-nowrap">{row.value}</span>
            </p>
          ))}
        </section>
      ))}
    </>
  );
}

/** 80 mm unless the till asked for its 57 mm roll (`?width=57`). */
export function paperWidthOf(params: URLSearchParams): number {
  return params.get('width') === '57' ? 57 : 80;
}
