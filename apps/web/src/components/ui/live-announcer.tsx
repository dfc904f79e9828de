import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  type AnnouncementQueue,
  type AnnouncementQueueOptions,
  createAnnouncementQueue,
} from './live-announcer-queue';

/**
 * A screen's polite announcements: `announce('Order #12 is ready')` is read by a screen reader
 * when it finishes what it is saying, without moving focus. Render `<LiveAnnouncer>` once on the
 * screen, from its first render: a region that appears together with its text is often not read.
 */
export function useLiveAnnouncer(options?: AnnouncementQueueOptions): AnnouncementQueue {
  const [queue] = useState(() => createAnnouncementQueue(options));
  useEffect(() => () => queue.clear(), [queue]);
  return queue;
}

/** The visually hidden region; each message is its own node, so additions alone are read. */
export function LiveAnnouncer({ announcer }: { announcer: AnnouncementQueue }) {
  const shown = useSyncExternalStore(announcer.subscribe, announcer.shown, announcer.shown);
  return (
    // role="status" implies aria-atomic="true" (the whole region read on every change): turned off.
    <div role="status" aria-live="polite" aria-atomic="false" className="sr-only" data-live-announcer="">
      {shown.map((entry) => (
        <p key={entry.id}>{entry.text}</p>
      ))}
    </div>
  );
}
