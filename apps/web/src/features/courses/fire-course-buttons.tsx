import { heldCourses } from '@mise/domain';
import { Flame } from 'lucide-react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api-client';
import type { TOrder } from '../orders/api/order-types';
import { useFireCourse } from './api/fire-course-api';
import { useCoursesText } from './i18n';

type CoursesT = ReturnType<typeof useCoursesText>['t'];

/** A course's name (domain's courseName, translated): Starter, Main, Dessert, Course 4. */
function courseLabel(course: number, t: CoursesT): string {
  if (course === 1) return t('courseStarter');
  if (course === 2) return t('courseMain');
  if (course === 3) return t('courseDessert');
  return t('courseNumber', { number: course });
}

/**
 * The held courses of an order, each with its Fire button ("Fire Main"): firing one sends its held
 * lines, and those of any earlier course still held, to the kitchen. Nothing shows when nothing is
 * held, or once the order is paid (the server refuses it then).
 */
export function FireCourseButtons({ order }: { order: TOrder }) {
  const { t } = useCoursesText();
  const fire = useFireCourse();
  const courses = heldCourses(
    order.items.map((i) => ({ course: i.course, firedAt: i.fired_at, status: i.status })),
  );
  if (courses.length === 0 || order.payment_status === 'paid') return null;
  const onFire = (course: number) =>
    fire.mutate(
      { orderId: order.id, course },
      {
        onSuccess: (result) => toast.success(result.message),
        onError: (error) => toast.error(errorMessage(error, t('fireError'))),
      },
    );
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2" data-testid="held-courses">
      <span className="text-xs font-medium text-stone-600">
        {t('held', { courses: courses.map((course) => courseLabel(course, t)).join(', ') })}
      </span>
      {courses.map((course) => (
        <Button
          key={course}
          size="sm"
          variant="outline"
          loading={fire.isPending && fire.variables?.course === course}
          onClick={() => onFire(course)}
        >
          <Flame className="h-4 w-4 text-orange-600" aria-hidden />
          {t('fireCourse', { course: courseLabel(course, t) })}
        </Button>
      ))}
    </div>
  );
}
