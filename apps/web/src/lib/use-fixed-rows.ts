import { useCallback, useEffect, useLayoutEffect, useState } from 'react';

/**
 * Windowing for a list of rows of one fixed height: only the rows in view, plus `overscan` on
 * each side, are drawn. The POS's menu grid draws 2,000 dishes this way (issue 27 §1): its rows
 * never need measuring. The box's height is read once, as soon as the box is in the page and before
 * the browser draws it, then followed with a ResizeObserver: a first frame drawn for the window's
 * height would build rows below the box (on a phone's till, half the grid's cards) that no one sees.
 */
export interface FixedRow {
  index: number;
  /** Offset from the list's top, in px. */
  start: number;
  size: number;
}

export interface FixedRowsLayout {
  count: number;
  rowHeight: number;
  gap: number;
  overscan: number;
}

/** The rows to draw for a box `viewportHeight` high scrolled by `scrollTop` (exported for tests). */
export function rowsInView(
  { count, rowHeight, gap, overscan }: FixedRowsLayout,
  scrollTop: number,
  viewportHeight: number,
): FixedRow[] {
  if (count <= 0) return [];
  const pitch = rowHeight + gap;
  const first = Math.max(0, Math.floor(scrollTop / pitch) - overscan);
  const last = Math.min(count - 1, Math.floor((scrollTop + viewportHeight) / pitch) + overscan);
  const rows: FixedRow[] = [];
  for (let index = first; index <= last; index += 1)
    rows.push({ index, start: index * pitch, size: rowHeight });
  return rows;
}

/** The whole list's height: rows and the gaps between them. */
export function totalHeight({ count, rowHeight, gap }: FixedRowsLayout): number {
  return count > 0 ? count * rowHeight + (count - 1) * gap : 0;
}

/** Where to scroll so row `index` is wholly in view, moving as little as possible (or not at all). */
export function scrollTopToShow(
  layout: FixedRowsLayout,
  index: number,
  scrollTop: number,
  viewportHeight: number,
): number {
  const start = index * (layout.rowHeight + layout.gap);
  if (start < scrollTop) return start;
  const end = start + layout.rowHeight;
  if (end > scrollTop + viewportHeight) return Math.max(0, end - viewportHeight);
  return scrollTop;
}

/**
 * The rows to draw for the scrolling box given to `setScrollBox` (its `ref`). The box is followed
 * as an element, not a ref: a grid that gives way to "nothing found" and comes back is a new box.
 */
export function useFixedRows(layout: FixedRowsLayout) {
  const [scrollBox, setScrollBox] = useState<HTMLElement | null>(null);
  const [scrollTop, setScrollTop] = useState(0);
  // Until the box is measured, its first row only.
  const [viewportHeight, setViewportHeight] = useState(0);

  // Before the frame that shows the box: its rows are drawn in that frame, in the same task. A box
  // not laid out yet (hidden, or out of the page for a moment) waits for the ResizeObserver below;
  // without one (a test's page, which lays nothing out) it is taken to be as high as the window.
  useLayoutEffect(() => {
    if (!scrollBox) return;
    const height = scrollBox.clientHeight;
    if (height > 0) setViewportHeight(height);
    else if (typeof ResizeObserver === 'undefined') setViewportHeight(window.innerHeight);
  }, [scrollBox]);

  useEffect(() => {
    const box = scrollBox;
    if (!box) return;
    const onScroll = () => setScrollTop(box.scrollTop);
    onScroll();
    box.addEventListener('scroll', onScroll, { passive: true });
    const resize =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(([entry]) => setViewportHeight(entry.contentRect.height));
    resize?.observe(box);
    return () => {
      box.removeEventListener('scroll', onScroll);
      resize?.disconnect();
    };
  }, [scrollBox]);

  const { count, rowHeight, gap, overscan } = layout;
  const scrollToIndex = useCallback(
    (index: number) => {
      const box = scrollBox;
      if (!box) return;
      const top = scrollTopToShow(
        { count, rowHeight, gap, overscan },
        index,
        box.scrollTop,
        box.clientHeight,
      );
      if (top !== box.scrollTop) box.scrollTop = top;
    },
    [scrollBox, count, rowHeight, gap, overscan],
  );

  return {
    rows: rowsInView(layout, scrollTop, viewportHeight),
    totalHeight: totalHeight(layout),
    scrollToIndex,
    scrollBox,
    setScrollBox,
  };
}
