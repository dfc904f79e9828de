import { useEffect, useRef } from 'react';
import { getSessionUser } from '../../../lib/session';
import { isPhone } from '../../../lib/use-is-phone';
import { whenIdle } from '../../../lib/when-idle';
import type { PictureCartSource } from './picture-cart';
import { START_PICTURE_SETTINGS } from './settings';
import { isPosAddress } from './start-picture';

let taken = false;

/**
 * Takes the till's start picture once per page load, in idle time after the screen has started,
 * while it still shows what a start shows (`asStarted`: an empty order, the whole menu, no dialog).
 * A screen already in use waits until it is back to that, as after an order is sent. `cart` is
 * what the picture's cart shows a dish tapped on it with (start-picture/picture-cart.tsx).
 */
export function useTakeStartPicture(asStarted: boolean, cart: PictureCartSource | null) {
  const stillAsStarted = useRef(asStarted);
  stillAsStarted.current = asStarted;
  const cartSource = useRef(cart);
  cartSource.current = cart;
  useEffect(() => {
    if (taken || !asStarted) return;
    taken = true;
    whenIdle(() => {
      if (!stillAsStarted.current) {
        taken = false;
        return;
      }
      const user = getSessionUser();
      // The till as it starts: its own address, not one opened for a table (?table=…).
      if (!user?.tenantId || !isPosAddress(location.pathname) || location.search !== '') return;
      const owner = `${user.tenantId}|${user.username}`;
      const phone = isPhone();
      Promise.all([
        import('./take-start-picture'),
        import('./picture-cart'),
        import('../api/start-picture-api'),
      ]).then(
        ([{ takeStartPicture }, { pictureCart }, { keepStartPictureOnServer }]) => {
          if (!stillAsStarted.current) {
            taken = false;
            return;
          }
          // Taken now, from the screen as the picture shows it; a failure leaves the picture without.
          const cartOf = (source: PictureCartSource | null) => {
            try {
              return source ? pictureCart(source) : null;
            } catch {
              return null;
            }
          };
          const cart = cartOf(cartSource.current);
          void takeStartPicture({ owner, phone, settings: START_PICTURE_SETTINGS, cart }).then((picture) => {
            if (picture) void keepStartPictureOnServer(picture);
          });
        },
        () => {
          taken = false; // Its code could not be fetched (offline): another start will take it.
        },
      );
    });
  }, [asStarted]);
}
