import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import english from '../../i18n/locales/en/pos.json';
import { qrOrdersAnnouncement } from './qr-order-announcements';

/** The announcement as the POS says it in English (pos.json's qrOrdersArrived). */
const said = (before: number | null, after: number) => {
  const arrival = qrOrdersAnnouncement(before, after);
  return arrival && new IntlMessageFormat(english.qrOrdersArrived, 'en').format({ ...arrival });
};

describe('QR orders said to a screen reader on the POS', () => {
  it('says nothing at first, nor when orders were taken over or cancelled', () => {
    expect(qrOrdersAnnouncement(null, 3)).toBeNull();
    expect(qrOrdersAnnouncement(3, 3)).toBeNull();
    expect(qrOrdersAnnouncement(3, 1)).toBeNull();
  });

  it('says how many arrived and how many wait', () => {
    expect(qrOrdersAnnouncement(1, 4)).toEqual({ arrived: 3, waiting: 4 });
    expect(said(0, 1)).toBe('New QR order, 1 waiting');
    expect(said(1, 4)).toBe('3 new QR orders, 4 waiting');
  });
});
