import type { StartPicture, StartPictureSettings } from './show-start-picture';

/**
 * Taking the till's start picture (show-start-picture.ts draws it at the next start). Loaded in idle
 * time after the screen has started (use-take-start-picture.ts), not with the till's first load; it
 * imports nothing of the app's, which hands it what it needs, so it adds no shared file to that load.
 */

const GRID_ROWS = '[data-testid="item-grid"] li';

/** Nothing in the picture may be found, focused or referred to as if it were the page's own. */
const UNSHOWN = '[aria-live], [role="status"], [role="alert"], script, template';
const PAGE_ONLY_ATTRIBUTES = [
  'id',
  'for',
  'name',
  'autofocus',
  'tabindex',
  'accesskey',
  'data-testid',
  'aria-labelledby',
  'aria-describedby',
  'aria-controls',
  'aria-owns',
  'aria-activedescendant',
  'aria-errormessage',
  'elementtiming',
];

/** A copy of `root` as the picture keeps it (exported for its tests). */
export function pictureCopy(root: HTMLElement): HTMLElement {
  // Less to lay out at the next start: the grid's rows below the screen, drawn ahead for scrolling,
  // and what this screen does not show at all (the other size's layout). A hidden element stays,
  // empty, as selectors such as "not the last child" count it.
  const live = Array.from(root.querySelectorAll('*'), (element) => ({
    below: element.matches(GRID_ROWS) && element.getBoundingClientRect().top >= window.innerHeight,
    hidden: getComputedStyle(element).display === 'none',
  }));
  const copy = root.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('*').forEach((element, index) => {
    if (live[index]?.below) element.remove();
    else if (live[index]?.hidden) element.replaceChildren();
  });
  for (const element of copy.querySelectorAll(UNSHOWN)) element.remove();
  for (const element of copy.querySelectorAll('*'))
    for (const attribute of PAGE_ONLY_ATTRIBUTES) element.removeAttribute(attribute);
  return copy;
}

/** Rules for the document and the theme's variables, which the picture's host passes down. */
const ALWAYS_KEPT = /:root|:host|\bhtml\b|\bbody\b/;

/**
 * The stylesheet's rules the picture can use: a style rule only if its selector finds something in
 * `copy` (a still picture has no hover or focus), every other rule (fonts, layers' order, custom
 * properties' definitions) as it is. A fifth of the page's stylesheet, for the start to parse.
 */
export function pictureCss(rules: CSSRuleList, copy: HTMLElement): string {
  const kept: string[] = [];
  for (const rule of Array.from(rules)) {
    if (rule instanceof CSSStyleRule) {
      if (ALWAYS_KEPT.test(rule.selectorText) || finds(copy, rule.selectorText)) kept.push(rule.cssText);
    } else if (rule instanceof CSSGroupingRule) {
      const inner = pictureCss(rule.cssRules, copy);
      if (inner === '' && !(rule instanceof CSSLayerBlockRule)) continue;
      const head = rule.cssText.slice(0, rule.cssText.indexOf('{'));
      kept.push(`${head}{${inner}}`);
    } else kept.push(rule.cssText);
  }
  return kept.join('\n');
}

function finds(copy: HTMLElement, selector: string): boolean {
  try {
    // Pseudo-elements (::before, ::placeholder) select nothing themselves: their element decides.
    return (
      copy.querySelector(
        selector.replace(
          /::?(before|after|placeholder|marker|backdrop|selection|file-selector-button|-webkit-[a-z-]+)\b(\([^)]*\))?/g,
          '',
        ),
      ) !== null
    );
  } catch {
    return true; // A selector this browser cannot query is kept rather than guessed at.
  }
}

/** What the app knows of the screen the picture is taken of. */
export interface PictureTaking {
  /** The signed-in user's `tenantId|username`. */
  owner: string;
  phone: boolean;
  settings: Pick<StartPictureSettings, 'pictureKey' | 'languageKey' | 'languageOverrideKey'>;
}

/**
 * Takes the picture of the POS screen as it is now, for the next start on this device. Called when
 * the screen has just started (an empty order, no dialog): that is what the next start draws too.
 * Only the built app has a stylesheet of its own to keep (`vite` dev injects its styles).
 */
export function takeStartPicture({ owner, phone, settings }: PictureTaking) {
  const root = document.getElementById('root');
  const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
  if (!root || !link?.sheet || !root.querySelector('[data-item-id]')) return;
  try {
    const copy = pictureCopy(root);
    const picture: StartPicture = {
      owner,
      stylesheet: link.getAttribute('href') ?? '',
      language:
        localStorage.getItem(settings.languageOverrideKey) ??
        localStorage.getItem(settings.languageKey) ??
        '',
      dir: document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr',
      phone,
      landscape: window.innerWidth > window.innerHeight,
      background: getComputedStyle(document.body).backgroundColor,
      css: pictureCss(link.sheet.cssRules, copy),
      html: copy.innerHTML,
    };
    localStorage.setItem(settings.pictureKey, JSON.stringify(picture));
  } catch {
    // A stylesheet that cannot be read, or storage full or off: no picture, the next start draws
    // as it would without one.
  }
}
