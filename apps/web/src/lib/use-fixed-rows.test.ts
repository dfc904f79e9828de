import { describe, expect, it } from 'vitest';
import { rowsInView, scrollTopToShow, totalHeight } from './use-fixed-rows';

const layout = { count: 100, rowHeight: 130, gap: 12, overscan: 4 };

describe('fixed-height rows', () => {
  it('draws the rows in view and the overscan below, none above the top', () => {
    const rows = rowsInView(layout, 0, 600);
    // 600 px show rows 0..4 (row 4 starts at 568); four more below.
    expect(rows.map((r) => r.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(rows[1]).toEqual({ index: 1, start: 142, size: 130 });
  });

  it('follows the scroll, with the overscan on both sides', () => {
    const rows = rowsInView(layout, 142 * 50, 600);
    expect(rows[0].index).toBe(46);
    expect(rows.at(-1)?.index).toBe(58); // row 54 holds the box's bottom (7,668–7,798 px)
  });

  it('stops at the last row, and draws nothing for no rows', () => {
    expect(rowsInView(layout, 142 * 98, 600).at(-1)?.index).toBe(99);
    expect(rowsInView({ ...layout, count: 0 }, 0, 600)).toEqual([]);
  });

  it('is as high as its rows and the gaps between them', () => {
    expect(totalHeight(layout)).toBe(100 * 130 + 99 * 12);
    expect(totalHeight({ ...layout, count: 0 })).toBe(0);
  });

  it('scrolls a row into view by as little as it takes', () => {
    expect(scrollTopToShow(layout, 2, 0, 600)).toBe(0); // already wholly in view
    expect(scrollTopToShow(layout, 10, 0, 600)).toBe(10 * 142 + 130 - 600); // brought up to the bottom
    expect(scrollTopToShow(layout, 3, 1000, 600)).toBe(3 * 142); // brought down to the top
  });
});
