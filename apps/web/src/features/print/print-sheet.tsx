import type { ReactNode } from 'react';

/**
 * A paper roll of `widthMm`: the @page rule makes the printer use the roll's width, the screen
 * shows the same width so the popup is a faithful preview.
 */
export function PrintSheet({
  widthMm,
  label,
  language,
  dir,
  children,
}: {
  widthMm: number;
  label: string;
  /** The language the paper is in when it is not the page's (a receipt in the store's language). */
  language?: string;
  dir?: 'ltr' | 'rtl';
  children: ReactNode;
}) {
  const width = `${widthMm}mm`;
  // The paper's size for the printer (CSS, not text).
  const pageRule = `@page { size: ${width} auto; margin: 0; } @media print { html, body { background: #fff; } }`;
  return (
    <div className="min-h-dvh bg-stone-100 py-3 print:bg-white print:py-0">
      <style>{pageRule}</style>
      <main
        aria-label={label}
        lang={language}
        dir={dir}
        data-page-width={widthMm}
        style={{ width }}
        className="mx-auto bg-white px-[3mm] py-[4mm] font-mono text-[11px] leading-snug text-black shadow-sm print:shadow-none"
      >
        {children}
      </main>
    </div>
  );
}
