import { useQueryClient } from '@tanstack/react-query';
import { Bell, BellOff, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/button';
import { LiveAnnouncer, useLiveAnnouncer } from '../../components/ui/live-announcer';
import { LiveIndicator } from '../../components/ui/live-indicator';
import { PageHeader } from '../../components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { useNow } from '../../lib/relative-time';
import { withToast } from '../../lib/toast';
import { useLiveRefetch } from '../../lib/use-live-query';
import { useOrderChangeAnnouncements } from '../orders/order-announcements';
import { isAlertSoundUnlocked, playNewOrderAlert, unlockAlertSound } from './alert-sound';
import { kitchenKey, setKitchenItemStatus, useKitchenGroups } from './api/kitchen-api';
import { KitchenTicketCard } from './kitchen-ticket-card';
import { toKitchenTickets } from './kitchen-tickets';

const LOAD_ERROR = 'Error loading orders! Please try later!';
const ACTION_ERROR = 'Error processing your request, Please try later!';

/**
 * Kitchen display (spec 1): a ticket per order, large enough to read from the pass, following new
 * orders live with an alert sound.
 */
export function KitchenPage() {
  const queryClient = useQueryClient();
  const kitchen = useKitchenGroups();
  const now = useNow(15_000);
  const [refreshing, setRefreshing] = useState(false);
  const [soundOn, setSoundOn] = useState(isAlertSoundUnlocked);
  const [busyItem, setBusyItem] = useState<number | null>(null);

  useLiveRefetch(kitchenKey, {
    onEvent: (event, payload) => {
      if (event !== 'new_order') return;
      playNewOrderAlert();
      const tokenNo = (payload as { tokenNo?: unknown } | null)?.tokenNo;
      // Seen, not heard: the announcer below says the new order once, with its table.
      toast(typeof tokenNo === 'number' ? `New order! Token ${tokenNo}` : 'New order!', {
        icon: '🔔',
        ariaProps: { role: 'status', 'aria-live': 'off' },
      });
    },
  });
  // What each live refetch brought (a new order, a line voided…), said to screen readers.
  const announcer = useLiveAnnouncer();
  useOrderChangeAnnouncements(kitchen.data, announcer.announce);

  // Audio may only start after a touch or key press; the first one anywhere on the screen unlocks it.
  useEffect(() => {
    if (soundOn) return;
    const unlock = () => void unlockAlertSound().then(setSoundOn);
    window.addEventListener('pointerdown', unlock, { once: true });
    window.addEventListener('keydown', unlock, { once: true });
    return () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, [soundOn]);

  const onRefresh = async () => {
    setRefreshing(true);
    const result = await kitchen.refetch();
    setRefreshing(false);
    if (result.isError) toast.error(LOAD_ERROR);
  };

  const onItemAction = async (itemId: number, next: 'preparing' | 'completed') => {
    setBusyItem(itemId);
    try {
      await withToast(setKitchenItemStatus(itemId, next), ACTION_ERROR);
    } catch {
      // Shown by the toast; the refetch below brings the ticket back to the server's state.
    } finally {
      setBusyItem(null);
      await queryClient.invalidateQueries({ queryKey: kitchenKey });
    }
  };

  const tickets = kitchen.data ? toKitchenTickets(kitchen.data) : [];
  return (
    <div>
      <LiveAnnouncer announcer={announcer} />
      <PageHeader
        title="Kitchen"
        actions={
          <>
            <LiveIndicator />
            <Button
              variant="ghost"
              size="sm"
              onClick={() => void unlockAlertSound().then(setSoundOn)}
              aria-label={soundOn ? 'Alert sound on' : 'Turn alert sound on'}
              title={soundOn ? 'New orders play a sound' : 'Tap to allow the new-order sound'}
            >
              {soundOn ? (
                <Bell className="h-4 w-4" aria-hidden />
              ) : (
                <BellOff className="h-4 w-4" aria-hidden />
              )}
              {soundOn ? 'Sound on' : 'Sound off'}
            </Button>
            <Button variant="outline" onClick={onRefresh} loading={refreshing}>
              {refreshing ? null : <RefreshCw className="h-4 w-4" aria-hidden />}
              Refresh
            </Button>
          </>
        }
      />
      {kitchen.isPending ? (
        <LoadingState />
      ) : kitchen.isError && !kitchen.data ? (
        <ErrorState message={LOAD_ERROR} onRetry={() => kitchen.refetch()} />
      ) : tickets.length === 0 ? (
        <EmptyState title="No Orders Pending!" className="py-24" />
      ) : (
        <ul
          className="grid items-start gap-4 [grid-template-columns:repeat(auto-fill,minmax(18rem,1fr))]"
          aria-label="Kitchen tickets"
        >
          {tickets.map((ticket) => (
            <li key={ticket.order.id}>
              <KitchenTicketCard ticket={ticket} now={now} busyItem={busyItem} onItemAction={onItemAction} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
