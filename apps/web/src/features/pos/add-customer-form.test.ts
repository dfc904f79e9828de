import { CUSTOMER_MESSAGES } from '@mise/contracts/constants';
import { describe, expect, it } from 'vitest';
import english from '../../i18n/locales/en/pos.json';
import {
  ADD_CUSTOMER_MESSAGES,
  type AddCustomerValues,
  addCustomerBody,
  checkAddCustomer,
} from './add-customer-form';

const valid: AddCustomerValues = {
  phone: '+1 (555) 0101 ext 2',
  name: 'Ada',
  email: '',
  birthDate: '',
  gender: '',
};
/** The message as the dialog shows it in English. */
const messageOf = (patch: Partial<AddCustomerValues>) => {
  const problem = checkAddCustomer({ ...valid, ...patch }, '2026-11-23');
  return problem ? english[problem.message] : null;
};

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

  it("words its messages as the server's contract does", () => {
    expect(english[ADD_CUSTOMER_MESSAGES.phoneRequired]).toBe(CUSTOMER_MESSAGES.phone);
    expect(english[ADD_CUSTOMER_MESSAGES.nameRequired]).toBe(CUSTOMER_MESSAGES.name);
    expect(english[ADD_CUSTOMER_MESSAGES.email]).toBe(CUSTOMER_MESSAGES.email);
    expect(english[ADD_CUSTOMER_MESSAGES.phone]).toBe(CUSTOMER_MESSAGES.validPhone);
    expect(english[ADD_CUSTOMER_MESSAGES.birthDate]).toBe(CUSTOMER_MESSAGES.birthDate);
    expect(english[ADD_CUSTOMER_MESSAGES.gender]).toBe(CUSTOMER_MESSAGES.gender);
  });

  it('refuses a birth date after today, accepts today', () => {
    expect(messageOf({ birthDate: '2026-11-24' })).toBe("Birth date can't be later than today!");
    expect(messageOf({ birthDate: '2026-11-23' })).toBeNull();
  });
});
