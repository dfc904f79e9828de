import { courseName } from '@mise/domain';
import { ChoiceChips } from './choice-chips';

/** The courses offered at the till: starter, main, dessert (the server takes up to 5). */
const POS_COURSES = [1, 2, 3] as const;

/**
 * Which course the next items go to (issue 18 §4): none, or starter, main, dessert. When the order
 * is sent, lines without a course and its first course go to the kitchen; later courses are held
 * until fired from the Orders screen.
 */
export function CoursePicker({
  course,
  onChange,
}: {
  course: number | null;
  onChange: (course: number | null) => void;
}) {
  return (
    <ChoiceChips
      legend="Course for the next items"
      caption="Course"
      value={course}
      onChange={onChange}
      chips={[
        { value: null, label: 'None', name: 'No course' },
        ...POS_COURSES.map((n) => ({ value: n, label: courseName(n), name: `${courseName(n)} course` })),
      ]}
    />
  );
}
