import type { TFireCourseBody, TFireCourseResponse } from '@mise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ordersKey } from '../../orders/api/orders-api';

/** POST /orders/{id}/fire: the order's held lines of the course (and earlier ones) go to the kitchen. */
export const fireCourse = (orderId: number, course: TFireCourseBody['course']) =>
  api.post<TFireCourseResponse>(`/orders/${orderId}/fire`, { course });

/** Fires a course and reloads the open orders (every other screen follows the order_update event). */
export function useFireCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, course }: { orderId: number; course: number }) => fireCourse(orderId, course),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}
