import { useEffect } from 'react';

/**
 * Keeps what the keyboard focuses clear of a page's sticky header and fixed bottom bar (WCAG
 * 2.4.11): the page's scroll padding follows their heights, which grow with the diner's text size,
 * so the browser scrolls a focused dish or button into the part of the screen they leave free.
 */
export function useFocusClearOfBars(header: HTMLElement | null, footer: HTMLElement | null) {
  useEffect(() => {
    const root = document.documentElement;
    const update = () => {
      root.style.scrollPaddingTop = header ? `${header.offsetHeight}px` : '';
      root.style.scrollPaddingBottom = footer ? `${footer.offsetHeight}px` : '';
    };
    update();
    const observer = new ResizeObserver(update);
    if (header) observer.observe(header);
    if (footer) observer.observe(footer);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingTop = '';
      root.style.scrollPaddingBottom = '';
    };
  }, [header, footer]);
}
