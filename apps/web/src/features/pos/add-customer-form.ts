import { GENDERS, isValidEmail, isValidPhone } from '@mise/domain';

/**
 * The Add Customer form's checks, in the spec's order and words (spec 1 section 5): phone and name
 * required, e-mail valid when given, the phone pattern, and no birth date after today. The messages
 * are keys of the POS catalogue, whose English is the contract's CUSTOMER_MESSAGES word for word.
 */
export const ADD_CUSTOMER_MESSAGES = {
  phoneRequired: 'customerPhoneRequired',
  nameRequired: 'customerNameRequired',
  email: 'customerEmailInvalid',
  phone: 'customerPhoneInvalid',
  birthDate: 'customerBirthDateLater',
  gender: 'customerGenderInvalid',
} as const;

export type AddCustomerMessage = (typeof ADD_CUSTOMER_MESSAGES)[keyof typeof ADD_CUSTOMER_MESSAGES];

export interface AddCustomerValues {
  phone: string;
  name: string;
  email: string;
  birthDate: string;
  gender: string;
}

export type AddCustomerField = keyof AddCustomerValues;

/** Today as YYYY-MM-DD in the browser's timezone (what a date input shows). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function checkAddCustomer(
  values: AddCustomerValues,
  today = localToday(),
): { field: AddCustomerField; message: AddCustomerMessage } | null {
  const phone = values.phone.trim();
  const email = values.email.trim();
  if (!phone) return { field: 'phone', message: ADD_CUSTOMER_MESSAGES.phoneRequired };
  if (!values.name.trim()) return { field: 'name', message: ADD_CUSTOMER_MESSAGES.nameRequired };
  if (email && !isValidEmail(email)) return { field: 'email', message: ADD_CUSTOMER_MESSAGES.email };
  if (!isValidPhone(phone)) return { field: 'phone', message: ADD_CUSTOMER_MESSAGES.phone };
  if (values.birthDate && (!/^\d{4}-\d{2}-\d{2}$/.test(values.birthDate) || values.birthDate > today))
    return { field: 'birthDate', message: ADD_CUSTOMER_MESSAGES.birthDate };
  if (values.gender && !(GENDERS as readonly string[]).includes(values.gender))
    return { field: 'gender', message: ADD_CUSTOMER_MESSAGES.gender };
  return null;
}

/** The request body: trimmed, empty optional fields as null. */
export function addCustomerBody(values: AddCustomerValues) {
  return {
    phone: values.phone.trim(),
    name: values.name.trim(),
    email: values.email.trim() || null,
    birthDate: values.birthDate || null,
    gender: values.gender || null,
  };
}
