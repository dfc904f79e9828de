import { describe, expect, it } from 'vitest';
import { qrOrdersAnnouncement } from './qr-order-announcements';

describe('QR orders said to a screen reader on the POS', () => {
  it('says nothing at first, nor when orders were taken over or cancelled', () => {
    expect(qrOrdersAnnouncement(null, 3)).toBeNull();
    expect(qrOrdersAnnouncement(3, 3)).toBeNull();
    expect(qrOrdersAnnouncement(3, 1)).toBeNull();
  });

  it('says how many arrived and how many wait', () => {
    expect(qrOrdersAnnouncement(0, 1)).toBe('New QR order, 1 waiting');
    expect(qrOrdersAnnouncement(1, 4)).toBe('3 new QR orders, 4 waiting');
  });
});
