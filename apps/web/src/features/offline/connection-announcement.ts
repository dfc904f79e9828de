/**
 * What a screen reader is told when the till's connection changes: nothing at start (the top bar
 * says it), then going offline and coming back.
 */
export function connectionAnnouncement(wasOnline: boolean | null, online: boolean): string | null {
  if (wasOnline === null || wasOnline === online) return null;
  return online
    ? 'Back online: orders kept on this device are being sent.'
    : 'Offline: new orders are kept on this device and sent when the connection returns.';
}
