import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidPhone } from './validation';

describe('validation', () => {
  it.each(['+1 (555) 123-4567', '9876543210', '555 1234 ext 9', '555x12', '#12*'])(
    'phone %s is valid',
    (p) => {
      expect(isValidPhone(p)).toBe(true);
    },
  );
  it.each(['', 'abc', '123456789012345678901', '555<script>', '12;drop'])('phone %s is invalid', (p) => {
    expect(isValidPhone(p)).toBe(false);
  });
  it('emails', () => {
    expect(isValidEmail('owner@bistro.com')).toBe(true);
    expect(isValidEmail('owner@bistro')).toBe(false);
    expect(isValidEmail('a b@c.de')).toBe(false);
  });
});
