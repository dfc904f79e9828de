import { NOTE_MAX_LENGTH } from '@mise/domain';
import { z } from 'zod';
import { id, optionalId } from './common';
import { hasNoNul } from './customers';

/** Reservations (spec 2 sections 2.2, 3, 4, 5 and 7). */

export const RESERVATION_MESSAGES = {
  customer: 'Please select customer!',
  date: 'Please select date & time!',
  past: "A reservation can't be in the past!",
  peopleCount: 'Please provide a valid people count!',
  status: 'Please select a valid status!',
  notes: `Notes can be at most ${NOTE_MAX_LENGTH} characters!`,
  invalid: 'Invalid request!',
  notFound: 'Reservation not found!',
  customerNotFound: 'Customer not found!',
  tableNotFound: 'Table not found!',
} as const;

export const RESERVATION_STATUSES = ['booked', 'paid', 'cancelled'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
export const MAX_PEOPLE_COUNT = 10_000;

/** A date and time as an ISO instant with its offset (the browser converts its local input). */
const dateTime = z
  .string({ error: RESERVATION_MESSAGES.date })
  .trim()
  .min(1, RESERVATION_MESSAGES.date)
  .transform((v, ctx) => {
    const ms = Date.parse(v);
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(v) || Number.isNaN(ms)) {
      ctx.addIssue({ code: 'custom', message: RESERVATION_MESSAGES.date });
      return z.NEVER;
    }
    return new Date(ms);
  });

const peopleCount = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? 0 : typeof v === 'string' ? Number(v) : v),
  z
    .number({ error: RESERVATION_MESSAGES.peopleCount })
    .int(RESERVATION_MESSAGES.peopleCount)
    .min(0, RESERVATION_MESSAGES.peopleCount)
    .max(MAX_PEOPLE_COUNT, RESERVATION_MESSAGES.peopleCount),
);

const status = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? 'booked' : v),
  z.enum(RESERVATION_STATUSES, { error: RESERVATION_MESSAGES.status }),
);

const notes = z
  .string({ error: RESERVATION_MESSAGES.notes })
  .trim()
  .max(NOTE_MAX_LENGTH, RESERVATION_MESSAGES.notes)
  .refine(hasNoNul, RESERVATION_MESSAGES.notes)
  .nullish()
  .transform((v) => (v ? v : null));

const details = {
  date: dateTime,
  tableId: optionalId(RESERVATION_MESSAGES.tableNotFound),
  status,
  notes,
  peopleCount,
};

export const ReservationAddBody = z.object({
  customerId: z
    .string({ error: RESERVATION_MESSAGES.customer })
    .trim()
    .min(1, RESERVATION_MESSAGES.customer)
    .max(20, RESERVATION_MESSAGES.customerNotFound)
    .refine(hasNoNul, RESERVATION_MESSAGES.customerNotFound),
  ...details,
});
export type TReservationAddBody = z.input<typeof ReservationAddBody>;

export const ReservationUpdateBody = z.object(details);
export type TReservationUpdateBody = z.input<typeof ReservationUpdateBody>;

export const ReservationParams = z.object({ id: id(RESERVATION_MESSAGES.invalid) });

export interface TReservation {
  id: number;
  customer_id: string;
  customer_name: string;
  date: string;
  table_id: number | null;
  table_title: string | null;
  floor: string | null;
  status: ReservationStatus | string;
  notes: string | null;
  people_count: number;
  unique_code: string;
  created_at: string;
  updated_at: string;
}

export interface TReservationsInit {
  storeTables: Array<{ id: number; table_title: string; floor: string; seating_capacity: number }>;
  /** The store's timezone: the screen shows and enters times in it. */
  timezone: string;
}
