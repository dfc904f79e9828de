import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useRealtimeEvent, useSocketConnected } from '../../lib/socket';
import { subscriptionDetailsKey, useSubscriptionDetails } from './api/subscription-api';

export const INACTIVE_SUBSCRIPTION_PATH = '/dashboard/inactive-subscription';

/** Screens whose calls work with a lapsed subscription: the way to pay again, sessions, support. */
const OPEN_WHEN_INACTIVE = ['/dashboard/profile', '/dashboard/devices', '/dashboard/contact-support'];

/**
 * Follows the tenant's standing live: when the operator switches the restaurant off or the
 * subscription ends, every open screen goes to the inactive-subscription notice at once, not only at
 * its next call (a kitchen display may make none for a while). The standing is read again each time
 * the live connection is (re)established, so a change made while the screen was not listening
 * (loading, offline) is not missed.
 */
export function useTenantStandingWatch() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const connected = useSocketConnected();
  const { data } = useSubscriptionDetails();

  useRealtimeEvent('subscription_update', () => {
    void queryClient.invalidateQueries({ queryKey: subscriptionDetailsKey });
  });

  useEffect(() => {
    if (connected) void queryClient.invalidateQueries({ queryKey: subscriptionDetailsKey });
  }, [connected, queryClient]);

  const mayStay = OPEN_WHEN_INACTIVE.some((path) => pathname === path || pathname.startsWith(`${path}/`));
  const inactive = data?.is_active === false;
  useEffect(() => {
    if (inactive && !mayStay) navigate(INACTIVE_SUBSCRIPTION_PATH, { replace: true });
  }, [inactive, mayStay, navigate]);
}
