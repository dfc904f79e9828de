import { describe, expect, it } from 'vitest';
import { isTimeZone, listTimeZones } from './timezone';

describe('timezones', () => {
  it('lists the runtime zones with UTC first and no duplicates', () => {
    const zones = listTimeZones();
    expect(zones[0]).toBe('UTC');
    expect(zones).toContain('Europe/Paris');
    expect(new Set(zones).size).toBe(zones.length);
  });

  it.each(['UTC', 'Europe/Paris', 'America/Argentina/Buenos_Aires', 'Asia/Kolkata', 'Asia/Calcutta'])(
    'accepts %s',
    (zone) => expect(isTimeZone(zone)).toBe(true),
  );

  it.each(['', 'Mars/Olympus', '+02:00', 'Europe/', 'Europe/Paris; drop', 'x'.repeat(80)])(
    'refuses %j',
    (zone) => expect(isTimeZone(zone)).toBe(false),
  );
});
