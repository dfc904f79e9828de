import { useEffect, useRef } from 'react';
import { getSessionUser } from '../../../lib/session';
import { isPhone } from '../../../lib/use-is-phone';
import { whenIdle } from '../../../lib/when-idle';
import { START_PICTURE_SETTINGS } from './settings';
import { isPosAddress } from './start-picture';

let taken = false;

/**
 * Takes the till's start picture once per page load, in idle time after the screen has started,
 * while it still shows what a start shows (`asStarted`: an empty order, the whole menu, no dialog).
 * A screen already in use waits until it is back to that, as after an order is sent.
 */
export function useTakeStartPicture(asStarted: boolean) {
  const stillAsStarted = useRef(asStarted);
  stillAsStarted.current = asStarted;
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
      const taking = {
        owner: `${user.tenantId}|${user.username}`,
        phone: isPhone(),
        settings: START_PICTURE_SETTINGS,
      };
      import('./take-start-picture').then(
        ({ takeStartPicture }) => void takeStartPicture(taking),
        () => {
          taken = false; // Its code could not be fetched (offline): another start will take it.
        },
      );
    });
  }, [asStarted]);
}
