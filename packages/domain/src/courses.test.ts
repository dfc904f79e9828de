import { describe, expect, it } from 'vitest';
import {
  COURSES,
  courseName,
  firesOnSend,
  firstCourseOf,
  heldCourses,
  isCourse,
  isHeld,
  linesToFire,
} from './courses';

describe('courses', () => {
  it('names the courses', () => {
    expect(COURSES.map(courseName)).toEqual(['Starter', 'Main', 'Dessert', 'Course 4', 'Course 5']);
    expect([0, 1, 5, 6, 2.5, '2', null].map(isCourse)).toEqual([
      false,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it('sends lines without a course and the lowest course at once, and holds the later ones', () => {
    expect(firstCourseOf([null, 3, 2, null])).toBe(2);
    expect(firstCourseOf([null, null])).toBeNull();
    expect(firesOnSend([null, 1, 2, 3, 1])).toEqual([true, true, false, false, true]);
    // An order of mains only sends the mains: nothing is held behind an empty starter.
    expect(firesOnSend([2, 2, 3])).toEqual([true, true, false]);
    expect(firesOnSend([null, null])).toEqual([true, true]);
  });

  it('holds a line with a course until it is fired; a line without one never', () => {
    expect(isHeld({ course: 2, firedAt: null })).toBe(true);
    expect(isHeld({ course: 2, firedAt: '2026-01-01T10:00:00Z' })).toBe(false);
    expect(isHeld({ course: null, firedAt: null })).toBe(false);
  });

  it('firing course N fires every held line of course N or lower', () => {
    const lines = [
      { id: 1, course: 1, firedAt: '2026-01-01T10:00:00Z' },
      { id: 2, course: 2, firedAt: null },
      { id: 3, course: 3, firedAt: null },
      { id: 4, course: 2, firedAt: null, status: 'cancelled' },
      { id: 5, course: null, firedAt: null },
    ];
    expect(heldCourses(lines)).toEqual([2, 3]);
    expect(linesToFire(lines, 2).map((l) => l.id)).toEqual([2]);
    expect(linesToFire(lines, 3).map((l) => l.id)).toEqual([2, 3]);
    expect(linesToFire(lines, 1)).toEqual([]);
  });
});
