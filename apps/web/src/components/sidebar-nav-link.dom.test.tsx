import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ClipboardList, ShoppingCart } from 'lucide-react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SidebarNavLink, useSidebarRouting } from './sidebar-nav-link';

function Sidebar({ collapsed = false }: { collapsed?: boolean }) {
  const routing = useSidebarRouting();
  return (
    <nav>
      {[
        { to: '/dashboard/pos', label: 'POS', icon: ShoppingCart },
        { to: '/dashboard/orders', label: 'Orders', icon: ClipboardList },
      ].map((link) => (
        <SidebarNavLink
          key={link.to}
          {...link}
          collapsed={collapsed}
          routing={routing}
          activeClassName="is-active"
          idleClassName="is-idle"
        />
      ))}
    </nav>
  );
}

function open(path: string, collapsed = false) {
  const router = createMemoryRouter([{ path: '/dashboard/*', element: <Sidebar collapsed={collapsed} /> }], {
    initialEntries: ['/dashboard/home', path],
    initialIndex: 1,
  });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(cleanup);

describe('a sidebar link', () => {
  it('marks the page shown and the pages under it, as NavLink does', () => {
    open('/dashboard/orders/42');
    const orders = screen.getByRole('link', { name: 'Orders' });
    expect(orders.getAttribute('href')).toBe('/dashboard/orders');
    expect(orders.getAttribute('aria-current')).toBe('page');
    expect(orders.className).toContain('is-active');
    const pos = screen.getByRole('link', { name: 'POS' });
    expect(pos.hasAttribute('aria-current')).toBe(false);
    expect(pos.className).toContain('is-idle');
  });

  it('goes to its page through the router on a plain click, and marks it', () => {
    const router = open('/dashboard/pos');
    const orders = screen.getByRole('link', { name: 'Orders' });
    act(() => {
      // fireEvent returns false when the click's default (a page load) was prevented.
      expect(fireEvent.click(orders, { button: 0 })).toBe(false);
    });
    expect(router.state.location.pathname).toBe('/dashboard/orders');
    expect(router.state.historyAction).toBe('PUSH');
    expect(orders.getAttribute('aria-current')).toBe('page');
  });

  it('replaces the page shown rather than stacking it again, as a Link does', () => {
    const router = open('/dashboard/pos');
    act(() => {
      fireEvent.click(screen.getByRole('link', { name: 'POS' }), { button: 0 });
    });
    expect(router.state.location.pathname).toBe('/dashboard/pos');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves a click with a modifier key or another button to the browser (a new tab)', () => {
    const router = open('/dashboard/pos');
    const orders = screen.getByRole('link', { name: 'Orders' });
    // Whether the link left the click to the browser; then the page stops it, as jsdom cannot load pages.
    let leftToBrowser: boolean[] = [];
    const lastStop = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', lastStop);
    try {
      for (const click of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])
        fireEvent.click(orders, { button: 0, ...click });
      expect(leftToBrowser).toEqual([true, true, true, true]);
      leftToBrowser = [];
      fireEvent.click(orders, { button: 0 });
      expect(leftToBrowser).toEqual([false]);
    } finally {
      document.removeEventListener('click', lastStop);
    }
    expect(router.state.location.pathname).toBe('/dashboard/orders');
  });

  it('collapsed, shows its icon and keeps its name as a tooltip and for screen readers', () => {
    open('/dashboard/pos', true);
    const pos = screen.getByRole('link', { name: 'POS' });
    expect(pos.getAttribute('title')).toBe('POS');
    expect(pos.querySelector('.sr-only')?.textContent).toBe('POS');
  });
});
