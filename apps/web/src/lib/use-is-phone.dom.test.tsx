import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPhone, PHONE_QUERY } from './use-is-phone';

const realMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

describe('whether the screen is a phone’s', () => {
  it('asks the browser for the query once, and follows its answer as the screen changes', () => {
    const query = { matches: true };
    const matchMedia = vi.fn().mockReturnValue(query);
    window.matchMedia = matchMedia as unknown as typeof window.matchMedia;
    expect(isPhone()).toBe(true);
    query.matches = false;
    expect(isPhone()).toBe(false);
    expect(matchMedia).toHaveBeenCalledOnce();
    expect(matchMedia).toHaveBeenCalledWith(PHONE_QUERY);
  });

  it('asks a new matchMedia afresh', () => {
    window.matchMedia = vi.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
    expect(isPhone()).toBe(false);
    window.matchMedia = vi.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    expect(isPhone()).toBe(true);
  });
});
