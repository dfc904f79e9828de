import { MAX_COURSE, MIN_COURSE } from '@mise/domain';
import { z } from 'zod';
import { COURSE_MESSAGES } from './course-messages';
import type { TOrder } from './orders';

/**
 * Courses (issue 18 §4): a line's course (1 starter, 2 main, 3 dessert, up to 5); later courses
 * are held until fired from the POS or the Orders screen.
 */

/** A course number, 1 to 5. */
export const Course = z
  .number({ error: COURSE_MESSAGES.course })
  .int(COURSE_MESSAGES.course)
  .min(MIN_COURSE, COURSE_MESSAGES.course)
  .max(MAX_COURSE, COURSE_MESSAGES.course);

/** POST /orders/{id}/fire: fires every held line of this course and the ones before it. */
export const FireCourseBody = z.object({ course: Course });
export type TFireCourseBody = z.input<typeof FireCourseBody>;

export interface TFireCourseResponse {
  message: string;
  /** The lines that went to the kitchen. */
  firedItemIds: number[];
  /** The order as it is now. */
  order: TOrder;
}
