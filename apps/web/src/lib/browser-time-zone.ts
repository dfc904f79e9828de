/** The timezone this browser runs in (what "today" means to the person at it); UTC if it cannot tell. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
