import { FireCourseBody, IdParams } from '@mise/contracts';
import { AREA_SCOPES } from '@mise/domain';
import type { AppInstance } from '../../app-instance';
import { access, tenantAuth } from '../../plugins/auth';
import { createCoursesService } from './courses.service';

/**
 * Courses (issue 18 §4): later courses of an order are held until fired, from the POS or the Orders
 * screen (the Orders area's scopes, POS among them).
 */
export default async function coursesRoutes(app: AppInstance) {
  const courses = createCoursesService(app.deps);
  const config = { access: access.tenant(AREA_SCOPES.orders) };

  app.post('/orders/:id/fire', { schema: { params: IdParams, body: FireCourseBody }, config }, (request) =>
    courses.fire(tenantAuth(request).tenantId, request.params.id, request.body.course),
  );
}
