import { MAX_COURSE, MIN_COURSE } from '@mise/domain';

/**
 * What the courses' routes answer (issue 18 §4). Its own module so that pos.ts can check a line's
 * course without importing courses.ts, which names the order (and orders.ts names pos.ts).
 */
export const COURSE_MESSAGES = {
  /** A line's course, or the course to fire, is not one of 1 to 5. */
  course: `Please choose a course from ${MIN_COURSE} to ${MAX_COURSE}!`,
  orderNotFound: 'Order not found!',
  orderPaid: 'This order is already paid: there is nothing left to fire!',
  orderClosed: 'This order is already completed or cancelled!',
  nothingHeld: 'Nothing of this course is held!',
  /** The kitchen cannot start a line the staff have not fired yet. */
  lineHeld: 'This line is held until its course is fired!',
  fired: (name: string) => `${name} fired!`,
} as const;
