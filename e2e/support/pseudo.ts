import type { Page } from '@playwright/test';

/**
 * Issue 23's pseudo-locale check of a page ('en-XA': English accented, about 40% longer, in
 * brackets). Every text a person sees or hears must come out bracketed or be `data` (the store's
 * own names, prices, numbers, dates), so a string that bypassed the catalogue shows up as plain
 * English; and no bracketed text may be cut off by a box too small for a longer language.
 */
/** Text and spoken labels that are neither pseudo-localized nor data, and pseudo text that is cut off. */
export async function pseudoProblems(page: Page, data: string[]) {
  return page.evaluate((data) => {
    const problems: string[] = [];
    // Dates and times come from Intl in the locale's own words (the pseudo-locale formats as English).
    const calendar =
      /^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|January|February|March|April|June|July|August|September|October|November|December|Mon|Tue|Wed|Thu|Fri|Sat|Sun|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|AM|PM|am|pm|at)$/;
    const isDate = (text: string) => (text.match(/\p{L}+/gu) ?? []).every((word) => calendar.test(word));
    const isData = (text: string) =>
      !/\p{L}/u.test(text) ||
      isDate(text) ||
      data.some((d) => text === d || text.replace(d, '').trim() === '' || isDate(text.replace(d, '')));
    // A message with a link or code inside comes out in pieces: each piece carries a bracket or the
    // pseudo-locale's accented letters.
    const isPseudo = (text: string) => /[[\]]/.test(text) || /[áéíóúñçÁÉÍÓÚÑ]/.test(text);
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!el || !text || el.closest('script, style, option, .app-toaster')) continue;
      const shown = el.closest('.sr-only') !== null || visible(el);
      if (!shown) continue;
      if (!isPseudo(text) && !isData(text)) problems.push(`text not from the catalogue: "${text}"`);
      // Screen-reader-only text is clipped to 1 px on purpose.
      if (isPseudo(text) && !el.closest('.sr-only')) {
        // A box that hides what does not fit, with more than fits: the longer language is cut off.
        for (let box: Element | null = el; box && box !== document.body; box = box.parentElement) {
          const style = getComputedStyle(box);
          const clips = /hidden|clip/.test(style.overflowX) || style.textOverflow === 'ellipsis';
          // A dense grid's secondary line may shorten (it says so, and its title carries it all).
          if (box.closest('[data-may-truncate]')) break;
          if (clips && box.scrollWidth > box.clientWidth + 1) {
            problems.push(`cut off: "${text}"`);
            break;
          }
        }
      }
    }
    for (const el of Array.from(
      document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'),
    )) {
      if (!visible(el) || el.closest('.app-toaster')) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(name)?.trim();
        if (value && !isPseudo(value) && !isData(value))
          problems.push(`${name} not from the catalogue: "${value}"`);
      }
    }
    if (document.documentElement.scrollWidth > window.innerWidth + 1) {
      // Name the innermost box that reaches past the window's edge: the one too wide for its text.
      const wide = Array.from(document.body.querySelectorAll('*')).filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && (box.right > window.innerWidth + 1 || box.left < -1);
      });
      const innermost = wide.filter((el) => !wide.some((other) => other !== el && el.contains(other)));
      const names = innermost
        .slice(0, 3)
        .map((el) => `<${el.tagName.toLowerCase()}> "${el.textContent?.trim().slice(0, 40) ?? ''}"`);
      problems.push(`the page scrolls sideways: ${names.join(', ')}`);
    }
    return problems;
  }, data);
}
