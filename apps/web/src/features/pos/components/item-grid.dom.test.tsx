import type { TPosMenuItem } from '@mise/contracts';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ItemGrid } from './item-grid';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const menu = Array.from(
  { length: 200 },
  (_, index) =>
    ({
      id: index + 1,
      title: `Dish ${index + 1}`,
      price: 12.5,
      image: null,
      category_title: 'Mains',
      variants: [],
      addons: [],
    }) as unknown as TPosMenuItem,
);

const cards = (container: HTMLElement) => container.querySelectorAll('[data-item-id]').length;

describe('the POS menu grid', () => {
  it('draws only the rows that show at first, and the rows ahead of scrolling once the page is idle', () => {
    vi.useFakeTimers();
    // jsdom's window is 768 px high: rows of 130 px and 12 px of gap, six rows of two cards show.
    const { container } = render(<ItemGrid items={menu} currency="USD" onAdd={() => {}} />);
    expect(cards(container)).toBe(12);
    act(() => vi.advanceTimersByTime(3_000));
    expect(cards(container)).toBe(20);
  });

  it('builds only the rows its box shows, its height read before the first paint', () => {
    // The box is 400 px high (jsdom lays nothing out): rows 0–2 show, the window's 768 px would be 6.
    const height = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.dataset.testid === 'item-grid' ? 400 : 0;
    });
    const create = vi.spyOn(document, 'createElement');
    try {
      const { container } = render(<ItemGrid items={menu} currency="USD" onAdd={() => {}} />);
      expect(cards(container)).toBe(6);
      // No row below the box was ever built, to be taken away again.
      expect(create.mock.calls.filter(([tag]) => tag === 'li')).toHaveLength(3);
    } finally {
      create.mockRestore();
      height.mockRestore();
    }
  });

  it('waits for a box not laid out yet to be measured, drawing its first row meanwhile', () => {
    let report: (height: number) => void = () => {};
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: (entries: { contentRect: { height: number } }[]) => void) {
          report = (height) => callback([{ contentRect: { height } }]);
        }
        observe() {}
        disconnect() {}
      },
    );
    try {
      // jsdom lays nothing out: the box reads 0 px high, as one out of the page for a moment would.
      const { container } = render(<ItemGrid items={menu} currency="USD" onAdd={() => {}} />);
      expect(cards(container)).toBe(2);
      act(() => report(400));
      expect(cards(container)).toBe(6);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('adds the dish whose Add button is pressed', () => {
    const onAdd = vi.fn();
    const { getByRole } = render(<ItemGrid items={menu} currency="USD" onAdd={onAdd} />);
    act(() => getByRole('button', { name: 'Add Dish 2' }).click());
    expect(onAdd).toHaveBeenCalledWith(menu[1]);
  });
});
