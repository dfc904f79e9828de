/**
 * Courses (issue 18 §4, DOMAIN.md): a line may carry a course (1 starter, 2 main, 3 dessert, then
 * "Course 4", "Course 5"). When an order is sent, the lines without a course and those of its
 * lowest course go to the kitchen at once; later courses are held until the staff fire them.
 * Firing course N fires every held line of course N or lower. Lines without a course, and lines
 * from before courses existed, are never held.
 */

export const MIN_COURSE = 1;
export const MAX_COURSE = 5;

/** Every course a line may take, lowest first. */
export const COURSES: readonly number[] = Array.from(
  { length: MAX_COURSE - MIN_COURSE + 1 },
  (_, i) => MIN_COURSE + i,
);

const COURSE_NAMES: Readonly<Record<number, string>> = { 1: 'Starter', 2: 'Main', 3: 'Dessert' };

export function isCourse(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= MIN_COURSE && (value as number) <= MAX_COURSE;
}

/** The course's name as staff say it: Starter, Main, Dessert, Course 4… */
export function courseName(course: number): string {
  return COURSE_NAMES[course] ?? `Course ${course}`;
}

/** The course that goes to the kitchen when an order is sent: the lowest of its lines', or null. */
export function firstCourseOf(courses: ReadonlyArray<number | null>): number | null {
  let lowest: number | null = null;
  for (const course of courses) if (course !== null && (lowest === null || course < lowest)) lowest = course;
  return lowest;
}

/**
 * Whether each line goes to the kitchen when the order is sent (true) or is held (false), in the
 * lines' order: no course, or the order's first course, fires at once.
 */
export function firesOnSend(courses: ReadonlyArray<number | null>): boolean[] {
  const first = firstCourseOf(courses);
  return courses.map((course) => course === null || course === first);
}

export interface CourseLine {
  course: number | null;
  /** When the line was fired (an ISO string or a Date); null while held. */
  firedAt: string | Date | null;
  status?: string;
}

/** Held: the line has a course and was not fired yet, so the kitchen must not make it. */
export function isHeld(line: CourseLine): boolean {
  return line.course !== null && line.firedAt === null;
}

/** The courses that still have held lines (a cancelled line holds nothing), lowest first. */
export function heldCourses(lines: readonly CourseLine[]): number[] {
  const courses = new Set<number>();
  for (const line of lines)
    if (isHeld(line) && line.status !== 'cancelled' && line.course !== null) courses.add(line.course);
  return [...courses].sort((a, b) => a - b);
}

/** The lines firing course N fires: every held line (not cancelled) of course N or lower. */
export function linesToFire<T extends CourseLine>(lines: readonly T[], course: number): T[] {
  return lines.filter(
    (line) => isHeld(line) && line.status !== 'cancelled' && line.course !== null && line.course <= course,
  );
}
