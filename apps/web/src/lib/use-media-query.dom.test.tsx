import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchesMedia, useMediaQuery } from './use-media-query';

const realMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

/** A browser's media query list, as far as the hook uses it, whose screen the test changes. */
function fakeList(matches: boolean) {
  const listeners = new Set<() => void>();
  return {
    matches,
    addEventListener: (_: 'change', listener: () => void) => listeners.add(listener),
    removeEventListener: (_: 'change', listener: () => void) => listeners.delete(listener),
    change(to: boolean) {
      this.matches = to;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

function Wide() {
  return <p>{useMediaQuery('(min-width: 64rem)', true) ? 'wide' : 'narrow'}</p>;
}

describe('useMediaQuery', () => {
  it('asks the browser once per query and draws again as the screen changes', () => {
    const list = fakeList(false);
    const matchMedia = vi.fn().mockReturnValue(list);
    window.matchMedia = matchMedia as unknown as typeof window.matchMedia;
    const { rerender, unmount } = render(<Wide />);
    expect(screen.getByText('narrow')).toBeTruthy();
    act(() => list.change(true));
    expect(screen.getByText('wide')).toBeTruthy();
    rerender(<Wide />);
    expect(matchMedia).toHaveBeenCalledOnce();
    expect(matchMedia).toHaveBeenCalledWith('(min-width: 64rem)');
    // One subscription however often it is drawn, let go with the component.
    expect(list.listeners.size).toBe(1);
    unmount();
    expect(list.listeners.size).toBe(0);
  });

  it('keeps a list per query', () => {
    const lists: Record<string, ReturnType<typeof fakeList>> = {
      '(a)': fakeList(true),
      '(b)': fakeList(false),
    };
    window.matchMedia = vi.fn((query: string) => lists[query]) as unknown as typeof window.matchMedia;
    expect(matchesMedia('(a)', false)).toBe(true);
    expect(matchesMedia('(b)', true)).toBe(false);
  });

  it('answers `otherwise` where the DOM has no media queries', () => {
    // @ts-expect-error: a DOM without matchMedia, as jsdom's own.
    window.matchMedia = undefined;
    expect(matchesMedia('(min-width: 64rem)', true)).toBe(true);
    render(<Wide />);
    expect(screen.getByText('wide')).toBeTruthy();
  });
});
