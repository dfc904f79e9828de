import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADDED_MS, CartBar } from './cart-bar';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const bar = (props: Partial<Parameters<typeof CartBar>[0]> = {}) => (
  <CartBar
    count={0}
    payableTotal={0}
    currency="USD"
    added={null}
    expanded={false}
    onOpen={() => {}}
    {...props}
  />
);

describe('the phone POS cart bar', () => {
  it('shows the count and the payable total, and opens the cart', () => {
    const onOpen = vi.fn();
    render(bar({ count: 4, payableTotal: 3350, onOpen }));
    expect(screen.getByTestId('cart-bar-count').textContent).toBe('4');
    expect(screen.getByTestId('cart-bar-total').textContent).toBe('$33.50');
    const button = screen.getByRole('button');
    expect(button.textContent).toContain('View cart');
    expect(button.textContent).toContain('4 items');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    act(() => button.click());
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('says an empty cart is empty', () => {
    render(bar());
    expect(screen.getByTestId('cart-bar-status').textContent).toBe('Cart is empty');
    expect(screen.getByTestId('cart-bar-total').textContent).toBe('$0.00');
  });

  it('names what was just added, then says View cart again', () => {
    vi.useFakeTimers();
    const { rerender } = render(bar({ count: 1, payableTotal: 1550, added: { title: 'Burger', seq: 1 } }));
    expect(screen.getByTestId('cart-bar-status').textContent).toBe('Added Burger');
    // The same dish again is a new answer.
    act(() => vi.advanceTimersByTime(ADDED_MS - 100));
    rerender(bar({ count: 2, payableTotal: 3100, added: { title: 'Burger', seq: 2 } }));
    expect(screen.getByTestId('cart-bar-status').textContent).toBe('Added Burger');
    act(() => vi.advanceTimersByTime(ADDED_MS - 100));
    expect(screen.getByTestId('cart-bar-status').textContent).toBe('Added Burger');
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByTestId('cart-bar-status').textContent).toBe('View cart');
    expect(screen.getByTestId('cart-bar-count').textContent).toBe('2');
  });

  it('counts items in plain words', () => {
    const { rerender } = render(bar({ count: 0 }));
    expect(screen.getByRole('button').textContent).toContain('0 items');
    rerender(bar({ count: 1 }));
    expect(screen.getByRole('button').textContent).toContain('1 item');
    expect(screen.getByRole('button').textContent).not.toContain('1 items');
    rerender(bar({ count: 12 }));
    expect(screen.getByRole('button').textContent).toContain('12 items');
  });
});
