/**
 * Store timezones are IANA zone names, taken from the runtime's own data (never a hand-written
 * list). Runtimes differ slightly (Node lists "Asia/Calcutta" where a browser lists "Asia/Kolkata",
 * and neither lists "UTC"), so a name counts as valid when the runtime can format dates in it.
 */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

let cached: string[] | null = null;

/** Every zone the runtime knows, with UTC first (the usual default). */
export function listTimeZones(): string[] {
  cached ??= ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];
  return cached;
}

/** True for a named IANA zone ("Europe/Paris", "UTC"); offsets like "+02:00" are not store timezones. */
export function isTimeZone(value: string): boolean {
  if (value.length > 64 || !ZONE_NAME.test(value)) return false;
  if (listTimeZones().includes(value)) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
