import { describe, expect, it } from 'vitest';
import { connectionAnnouncement } from './connection-announcement';

describe('the connection said to a screen reader', () => {
  it('says nothing at start nor when nothing changed; says going offline and coming back', () => {
    expect(connectionAnnouncement(null, false)).toBeNull();
    expect(connectionAnnouncement(true, true)).toBeNull();
    expect(connectionAnnouncement(true, false)).toMatch(/^Offline: /);
    expect(connectionAnnouncement(false, true)).toMatch(/^Back online: /);
  });
});
