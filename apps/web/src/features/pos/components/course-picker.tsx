import { usePosText } from '../i18n';
import { ChoiceChips } from './choice-chips';

type PosT = ReturnType<typeof usePosText>['t'];

/** A course's name (domain's courseName, in the POS's language): Starter, Main, Dessert, Course 4. */
export function courseLabel(course: number, t: PosT): string {
  if (course === 1) return t('courseStarter');
  if (course === 2) return t('courseMain');
  if (course === 3) return t('courseDessert');
  return t('courseNumber', { number: course });
}

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
  const { t } = usePosText();
  return (
    <ChoiceChips
      legend={t('courseLegend')}
      caption={t('course')}
      value={course}
      onChange={onChange}
      chips={[
        { value: null, label: t('none'), name: t('noCourse') },
        ...POS_COURSES.map((n) => ({
          value: n,
          label: courseLabel(n, t),
          name: t('courseChipName', { course: courseLabel(n, t) }),
        })),
      ]}
    />
  );
}
