import { createElement, forwardRef, type ReactNode, type SVGProps } from 'react';

/**
 * lucide-react's `createLucideIcon` as the build uses it (build/vite-plugins.ts `lightIcons` puts it
 * in place of lucide's own for every icon): the same `<svg>` with the same attributes, classes and
 * shapes, drawn as one element into which the icon's shapes are copied.
 *
 * Why: lucide's icon is two components (its forwardRef and its `Icon`), a context read, and an
 * element for each of its shapes, all of which the renderer creates and compares one by one. A
 * till's first screen draws about 60 icons, 285 of its 645 elements. Drawing the screen's 61 icons
 * in a fresh page at 4× CPU slowdown took 176 ms of script with lucide's and 119 ms with these
 * (medians of 20 pages each), against 57–67 ms for the same page without icons; with the shapes
 * put in as markup (innerHTML) instead of copied, 134 ms.
 *
 * The shapes are made once per icon, with the DOM's own calls, and each drawn icon gets a copy:
 * the renderer never sees them, so they stay as they are through its redraws (an `<svg>` with no
 * children of its own is left alone).
 *
 * Left out, as nothing here uses them: `LucideProvider`'s context, `absoluteStrokeWidth` and
 * `nonScalingStroke` (light-icon.dom.test.tsx holds the rest equal to lucide's output).
 */

type IconNode = [tag: string, attributes: Record<string, string | number>][];

/** What lucide's icon modules hand `createLucideIcon` (its `__iconData`). */
export interface IconData {
  name?: string;
  size?: number;
  node: IconNode;
  aliases?: string[];
}

export interface LightIconProps extends SVGProps<SVGSVGElement> {
  size?: string | number;
  children?: ReactNode;
}

const SVG_NS = 'http://www.w3.org/2000/svg';

export default function createLucideIcon(
  iconDataOrName: IconData | string,
  iconNode: IconNode = [],
  aliases: string[] = [],
) {
  const icon: IconData =
    typeof iconDataOrName === 'string'
      ? { name: kebabCase(iconDataOrName), size: 24, node: iconNode, aliases }
      : iconDataOrName;
  const ownClasses = [
    'lucide',
    ...[icon.name, ...(icon.aliases ?? [])]
      .filter((name): name is string => typeof name === 'string' && name.trim() !== '')
      .map((name) => `lucide-${name}`),
  ];
  const viewBox = `0 0 ${icon.size ?? 24} ${icon.size ?? 24}`;
  // Made at the icon's first drawing, not when its module loads: most icons of a page never show.
  let shapes: SVGSVGElement | null = null;
  const drawShapes = (svg: SVGSVGElement | null) => {
    if (!svg || svg.firstChild) return;
    shapes ??= madeShapes(icon.node);
    for (let shape = shapes.firstChild; shape; shape = shape.nextSibling)
      svg.appendChild(shape.cloneNode(true));
  };

  // biome-ignore lint/correctness/noComponentHookFactories: one component per icon, made once when lucide's icon module loads.
  const Icon = forwardRef<SVGSVGElement, LightIconProps>(
    ({ className, color, size, width, height, strokeWidth, children, ...rest }, ref) => {
      const attributes = {
        xmlns: SVG_NS,
        width: width ?? size ?? 24,
        height: height ?? size ?? 24,
        viewBox,
        fill: 'none',
        stroke: color || 'currentColor',
        strokeWidth: strokeWidth ?? 2,
        strokeLinecap: 'round' as const,
        strokeLinejoin: 'round' as const,
        className: classes(ownClasses, className),
        // As lucide: an icon that says nothing is hidden from assistive technology.
        ...(children || hasA11yProp(rest) ? {} : { 'aria-hidden': 'true' as const }),
        ...rest,
      };
      // With children (no icon of the app has any) the shapes are the renderer's, as in lucide; an
      // icon that gained children after a drawing without would keep its copies too.
      if (children)
        return createElement(
          'svg',
          { ...attributes, ref },
          ...icon.node.map(([tag, shape]) => createElement(tag, shape)),
          children,
        );
      // An icon handed a ref (rare) gets its own callback; every other one shares drawShapes.
      const drawn = ref
        ? (svg: SVGSVGElement | null) => {
            drawShapes(svg);
            if (typeof ref === 'function') ref(svg);
            else ref.current = svg;
          }
        : drawShapes;
      return createElement('svg', { ...attributes, ref: drawn });
    },
  );
  if (icon.name) Icon.displayName = pascalCase(icon.name);
  return Icon;
}

/** lucide's class list: its own classes, then the caller's, each once. */
function classes(own: string[], className: string | undefined): string {
  if (!className) return own.join(' ');
  const tokens = new Set(own);
  for (const token of className.split(/\s+/)) if (token) tokens.add(token);
  return [...tokens].join(' ');
}

function hasA11yProp(props: Record<string, unknown>): boolean {
  for (const prop in props)
    if ((prop.startsWith('aria-') || prop === 'role' || prop === 'title') && props[prop] != null) return true;
  return false;
}

/** The icon's shapes in an `<svg>` of their own, to be copied; `key` is React's, not the shape's. */
function madeShapes(node: IconNode): SVGSVGElement {
  const shapes = document.createElementNS(SVG_NS, 'svg');
  for (const [tag, attributes] of node) {
    const shape = document.createElementNS(SVG_NS, tag);
    for (const [name, value] of Object.entries(attributes))
      if (name !== 'key') shape.setAttribute(name, String(value));
    shapes.appendChild(shape);
  }
  return shapes;
}

const kebabCase = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const pascalCase = (name: string) =>
  name.replace(/(^|[\s-_]+)(\w)/g, (_, _separator: string, letter: string) => letter.toUpperCase());
