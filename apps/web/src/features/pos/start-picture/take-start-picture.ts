import type { Box, DishBox, PictureCart, StartPicture, StartPictureSettings } from './show-start-picture';

/**
 * Taking the till's start picture (show-start-picture.ts draws it at the next start). Loaded in idle
 * time after the screen has started (use-take-start-picture.ts), not with the till's first load; it
 * imports nothing of the app's, which hands it what it needs, so it adds no shared file to that load.
 *
 * The browser draws the picture itself: a copy of the screen's markup with the stylesheet's rules it
 * uses, its fonts and images put inline, goes into an SVG image (a foreignObject), which is drawn on
 * a canvas and kept as a WebP image. Only a screen that changed since the last picture is drawn.
 */

const GRID_ROWS = '[data-testid="item-grid"] li';

/**
 * What the picture leaves out: live regions and scripts, and what ties markup to the page (ids and
 * the like, which also change from one start to the next and would make every screen look new).
 */
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
  // Less to draw: the grid's rows below the screen, drawn ahead for scrolling, and what this screen
  // does not show at all (the other size's layout). A hidden element stays, empty, as selectors
  // such as "not the last child" count it.
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

/** Rules for the document and the theme's variables, which the drawing's html and body take. */
const ALWAYS_KEPT = /:root|:host|\bhtml\b|\bbody\b/;

/**
 * The stylesheet's rules the picture can use: a style rule only if its selector finds something in
 * `copy` (a still picture has no hover or focus), every other rule (fonts, layers' order, custom
 * properties' definitions) as it is. A fifth of the page's stylesheet, for the drawing to parse.
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
  /** What shows a dish tapped on the picture in its cart (picture-cart.tsx), or null. */
  cart?: PictureCart | null;
}

/** Sharp enough for the second or so it shows, with under half the pixels of a phone's 3× screen. */
const MAX_PIXEL_RATIO = 2;
const WEBP_QUALITY = 0.9;

/**
 * Takes the picture of the POS screen as it is now, for the next start on this device. Called when
 * the screen has just started (an empty order, no dialog): that is what the next start draws too.
 * Only the built app has a stylesheet of its own to keep (`vite` dev injects its styles). Answers
 * the picture when it drew a new one (null when the screen is the one drawn already, or none could
 * be drawn), for the server to keep as well.
 */
export async function takeStartPicture({
  owner,
  phone,
  settings,
  cart = null,
}: PictureTaking): Promise<StartPicture | null> {
  const root = document.getElementById('root');
  const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
  if (!root || !link?.sheet || !root.querySelector('[data-item-id]')) return null;
  try {
    const copy = pictureCopy(root);
    const css = pictureCss(link.sheet.cssRules, copy);
    const width = window.innerWidth;
    const height = window.innerHeight;
    const language =
      localStorage.getItem(settings.languageOverrideKey) ?? localStorage.getItem(settings.languageKey) ?? '';
    const background = getComputedStyle(document.body).backgroundColor;
    const dir = document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
    const source = digest(
      [link.href, language, dir, width, height, background, css, copy.innerHTML, JSON.stringify(cart)].join(
        '\u0000',
      ),
    );
    const kept = storedPicture(settings.pictureKey);
    if (kept?.owner === owner && kept.source === source) return null; // the same screen: drawn already
    const dishes = dishBoxes(root);
    const image = await drawScreen({
      copy,
      css: await withInlineFonts(css, link.href),
      width,
      height,
      background,
      dir,
      language,
    });
    const picture: StartPicture = {
      owner,
      stylesheet: link.getAttribute('href') ?? '',
      language,
      phone,
      width,
      height,
      background,
      image,
      dishes,
      cart,
      source,
    };
    localStorage.setItem(settings.pictureKey, JSON.stringify(picture));
    return picture;
  } catch {
    // A stylesheet that cannot be read, a font or an image that cannot be fetched, a browser that
    // cannot draw it, or storage full or off: no picture, the next start draws as it would without.
    return null;
  }
}

function storedPicture(key: string): StartPicture | null {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null') as StartPicture | null;
  } catch {
    return null;
  }
}

/** The dishes' Add buttons on the screen, where they are. */
function dishBoxes(root: HTMLElement): DishBox[] {
  const boxes: DishBox[] = [];
  for (const button of root.querySelectorAll<HTMLElement>('button[data-item-id]')) {
    const box = onScreenBox(button);
    if (box) boxes.push([Number(button.dataset.itemId), ...box]);
  }
  return boxes;
}

/** Where `element` is on the screen (CSS px, to a tenth), or null when nothing of it shows. */
export function onScreenBox(element: Element): Box | null {
  const { left, top, width, height, bottom } = element.getBoundingClientRect();
  if (width <= 0 || height <= 0 || bottom <= 0 || top >= window.innerHeight) return null;
  const round = (n: number) => Math.round(n * 10) / 10;
  return [round(left), round(top), round(width), round(height)];
}

/** A short digest of `text` (two FNV-1a-style hashes and its length), to tell one screen from another. */
export function digest(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995);
  }
  return `${(a >>> 0).toString(36)}${(b >>> 0).toString(36)}${text.length.toString(36)}`;
}

/** The stylesheet's font files, put inline: an image may load nothing of its own. */
async function withInlineFonts(css: string, base: string): Promise<string> {
  const urls = new Set(
    Array.from(css.matchAll(/url\(\s*["']?([^"')]+\.woff2?)["']?\s*\)/g), (match) => match[1]),
  );
  for (const url of urls) {
    const data = await dataUrl(new URL(url, base).href);
    css = css.split(url).join(data);
  }
  return css;
}

async function dataUrl(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return dataUrlOf(await response.blob());
}

interface Screen {
  copy: HTMLElement;
  css: string;
  width: number;
  height: number;
  background: string;
  dir: string;
  language: string;
}

/** The screen drawn by the browser as an image, at the device's pixel ratio (up to 2), as WebP. */
async function drawScreen({ copy, css, width, height, background, dir, language }: Screen): Promise<string> {
  // Dish photos, put inline as the fonts are; one that cannot be fetched is left out.
  await Promise.all(
    Array.from(copy.querySelectorAll('img'), async (img) => {
      img.removeAttribute('srcset');
      img.removeAttribute('loading');
      const src = img.getAttribute('src');
      if (!src || src.startsWith('data:')) return;
      img.setAttribute('src', await dataUrl(new URL(src, location.href).href).catch(() => ''));
    }),
  );
  // An html and a body for the stylesheet's rules on them; scrollbars, which a till does not show.
  const html = document.createElement('html');
  html.setAttribute('dir', dir);
  html.setAttribute('lang', language || 'en');
  const style = document.createElement('style');
  style.textContent = `${css}\n*{scrollbar-width:none}`;
  const body = document.createElement('body');
  body.setAttribute(
    'style',
    `margin:0;width:${width}px;height:${height}px;overflow:hidden;background:${background}`,
  );
  body.append(...Array.from(copy.childNodes));
  html.append(style, body);
  const markup = new XMLSerializer().serializeToString(html);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><foreignObject x="0" y="0" width="100%" height="100%">${markup}</foreignObject></svg>`;
  const drawn = new Image(width, height);
  drawn.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await drawn.decode();
  const ratio = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas');
  context.drawImage(drawn, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/webp', WEBP_QUALITY),
  );
  if (!blob) throw new Error('the canvas gave no image');
  return dataUrlOf(blob);
}

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}
