import { render } from '@testing-library/react';
import * as armchair from 'lucide-react/icons/armchair';
import * as chartColumn from 'lucide-react/icons/chart-column';
import * as plus from 'lucide-react/icons/plus';
import * as utensilsCrossed from 'lucide-react/icons/utensils-crossed';
import { createRef, type ReactElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import createLightIcon, { type IconData, type LightIconProps } from './light-icon';

/** Lucide's icon modules export their shapes beside the icon (not in their types). */
type IconModule = {
  default: (props: LightIconProps) => ReactNode;
  __iconData: IconData;
};
const modules = [plus, utensilsCrossed, armchair, chartColumn] as unknown as IconModule[];

/** An element's markup with its attributes in one order: the two may set them in different orders. */
function normalised(element: Element): string {
  const attributes = Array.from(element.attributes, (a) => `${a.name}="${a.value}"`).sort();
  const children = Array.from(element.children, normalised).join('');
  return `<${element.namespaceURI === 'http://www.w3.org/2000/svg' ? 'svg:' : ''}${element.localName} ${attributes.join(' ')}>${children}${element.children.length ? '' : (element.textContent ?? '')}</${element.localName}>`;
}

function drawn(node: ReactElement): Element {
  const { container } = render(node);
  const svg = container.firstElementChild;
  if (!svg) throw new Error('nothing drawn');
  return svg;
}

const PROPS: LightIconProps[] = [
  {},
  { className: 'h-4 w-4' },
  { className: 'h-5 w-5 lucide shrink-0  text-stone-500' },
  { size: 18 },
  { width: 10, height: 12, size: 18 },
  { color: '#c2410c', strokeWidth: 1.5 },
  { color: '' },
  { 'aria-hidden': true },
  { 'aria-label': 'Tables' },
  { role: 'img' },
  { 'data-testid': 'icon', fill: 'red', style: { opacity: 0.5 } } as LightIconProps,
];

describe('light icons (the build takes them for lucide’s own: build/vite-plugins.test.ts)', () => {
  it.each(modules.map((module) => [module.__iconData.name, module] as const))(
    'draw %s exactly as lucide does, whatever the props',
    (_name, module) => {
      const Lucide = module.default;
      const Light = createLightIcon(module.__iconData);
      for (const props of PROPS)
        expect(normalised(drawn(<Light {...props} />)), JSON.stringify(props)).toBe(
          normalised(drawn(<Lucide {...props} />)),
        );
    },
  );

  it('draw their shapes in the SVG namespace, and their children after them', () => {
    const Light = createLightIcon((plus as unknown as IconModule).__iconData);
    const svg = drawn(<Light />);
    expect(Array.from(svg.children, (child) => [child.namespaceURI, child.localName])).toEqual([
      ['http://www.w3.org/2000/svg', 'path'],
      ['http://www.w3.org/2000/svg', 'path'],
    ]);
    const Lucide = (plus as unknown as IconModule).default;
    const titled = <title>Add</title>;
    expect(normalised(drawn(<Light>{titled}</Light>))).toBe(normalised(drawn(<Lucide>{titled}</Lucide>)));
  });

  it('hand their ref the svg element, shapes drawn', () => {
    const Light = createLightIcon((plus as unknown as IconModule).__iconData);
    const ref = createRef<SVGSVGElement>();
    const { container } = render(<Light ref={ref} />);
    expect(ref.current).toBe(container.querySelector('svg'));
    expect(ref.current?.children).toHaveLength(2);
    const calls: (SVGSVGElement | null)[] = [];
    render(<Light ref={(svg) => void calls.push(svg)} />);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.children).toHaveLength(2);
  });

  it('keep their shapes, once, through redraws', () => {
    const module = utensilsCrossed as unknown as IconModule;
    const Light = createLightIcon(module.__iconData);
    const Lucide = module.default;
    const { container, rerender } = render(<Light className="h-4 w-4" />);
    for (const props of [{ className: 'h-5 w-5' }, { className: 'h-5 w-5', color: 'red' }, {}]) {
      rerender(<Light {...props} />);
      expect(normalised(container.firstElementChild as Element)).toBe(
        normalised(drawn(<Lucide {...props} />)),
      );
    }
  });

  it('accept the older call with a name and shapes', () => {
    const Light = createLightIcon('SquareDot', [['rect', { x: 3, y: 3, width: 18, height: 18, key: 'a' }]]);
    expect(Light.displayName).toBe('SquareDot');
    expect(drawn(<Light />).getAttribute('class')).toBe('lucide lucide-square-dot');
    expect(drawn(<Light />).innerHTML).toBe('<rect x="3" y="3" width="18" height="18"></rect>');
  });
});
