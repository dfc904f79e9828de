import { describe, expect, it } from 'vitest';
import { type AddCustomerValues, addCustomerBody, checkAddCustomer } from './add-customer-form';

const valid: AddCustomerValues = {
  phone: '+1 (555) 0101 ext 2',
  name: 'Ada',
  email: '',
  birthDate: '',
  gender: '',
};
const messageOf = (patch: Partial<AddCustomerValues>) =>
  checkAddCustomer({ ...valid, ...patch }, '2026-11-23')?.message ?? null;

describe('Add Customer checks', () => {
  it('accepts the spec phone characters and leaves optional fields empty', () => {
    expect(messageOf({})).toBeNull();
    expect(addCustomerBody({ ...valid, name: ' Ada ' })).toEqual({
      phone: '+1 (555) 0101 ext 2',
      name: 'Ada',
      email: null,
      birthDate: null,
      gender: null,
    });
  });

  it("answers in the spec's order and words", () => {
    expect(messageOf({ phone: ' ', name: '' })).toBe("Please Provide Customer's Phone!");
    expect(messageOf({ name: '  ', email: 'bad' })).toBe("Please Provide Customer's Name!");
    expect(messageOf({ email: 'bad', phone: 'abc' })).toBe('Please Provide Valid Email!');
    expect(messageOf({ phone: 'call me' })).toBe('Please provide valid phone no.!');
    expect(messageOf({ phone: '1'.repeat(21) })).toBe('Please provide valid phone no.!');
  });

  it('refuses a birth date after today, accepts today', () => {
    expect(messageOf({ birthDate: '2026-11-24' })).toBe("Birth date can't be later than today!");
    expect(messageOf({ birthDate: '2026-11-23' })).toBeNull();
  });
});
