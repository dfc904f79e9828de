import { describe, expect, it } from 'vitest';
import { areaForPath, canAccessArea, hasAnyScope, homePathFor, parseScopes } from './scopes';

describe('scopes', () => {
  it('admin passes every area, superadmin none of the tenant areas', () => {
    expect(canAccessArea({ role: 'admin', scope: '' }, 'settings')).toBe(true);
    expect(canAccessArea({ role: 'superadmin' }, 'pos')).toBe(false);
  });

  it('staff need one of the area scopes', () => {
    const cook = { role: 'user', scope: 'KITCHEN, POS' };
    expect(canAccessArea(cook, 'kitchen')).toBe(true);
    expect(canAccessArea(cook, 'orders')).toBe(true);
    expect(canAccessArea(cook, 'settings')).toBe(false);
    expect(canAccessArea(cook, 'profile')).toBe(true);
    expect(hasAnyScope({ role: 'user', scope: 'NOT_A_SCOPE' }, ['POS'])).toBe(false);
  });

  it('ignores unknown scope names', () => {
    expect(parseScopes('POS,, BOGUS ,KITCHEN')).toEqual(['POS', 'KITCHEN']);
  });

  it('redirects after login by role and scope', () => {
    expect(homePathFor({ role: 'superadmin' })).toBe('/superadmin/dashboard/home');
    expect(homePathFor({ role: 'admin' })).toBe('/dashboard/home');
    expect(homePathFor({ role: 'user', scope: 'DASHBOARD,POS' })).toBe('/dashboard/home');
    expect(homePathFor({ role: 'user', scope: 'POS' })).toBe('/dashboard/profile');
    // A device that only faces the guests opens on the customer display.
    expect(homePathFor({ role: 'user', scope: 'CUSTOMER_DISPLAY' })).toBe('/customer-display');
    expect(homePathFor({ role: 'user', scope: 'CUSTOMER_DISPLAY,POS' })).toBe('/dashboard/profile');
  });

  it('maps paths to areas by prefix', () => {
    expect(areaForPath('/dashboard/settings/menu-items/12')).toBe('settings');
    expect(areaForPath('/dashboard')).toBe('dashboard');
    expect(areaForPath('/dashboard/pos/')).toBe('pos');
    expect(areaForPath('/m/abc')).toBe(null);
  });
});
