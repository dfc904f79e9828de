import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useRealtimeEvent, useSocketConnected } from '../../lib/socket';
import { getSubscriptionDetails, subscriptionDetailsKey } from './api/subscription-api';

export const INACTIVE_SUBSCRIPTION_PATH = '/dashboard/inactive-subscription';

/**
 * Follows the tenant's standing live: when the operator switches the restaurant off or the
 * subscription ends, every open screen goes to the inactive-subscription notice at once, not only at
 * its next call (a kitchen display may make none for a while). Each time the live connection is
 * (re)established the standing is read once, so a change made while the screen was not listening
 * (loading, offline) is not missed.
 */
export function useTenantStandingWatch() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const connected = useSocketConnected();

  useRealtimeEvent('subscription_update', ({ isActive }) => {
    void queryClient.invalidateQueries({ queryKey: subscriptionDetailsKey });
    if (!isActive) navigate(INACTIVE_SUBSCRIPTION_PATH);
  });

  useEffect(() => {
    if (!connected) return;
    let current = true;
    getSubscriptionDetails()
      .then((details) => {
        if (current && !details.is_active) navigate(INACTIVE_SUBSCRIPTION_PATH);
      })
      // A failed check changes nothing: the next call or event will tell.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [connected, navigate]);
}
