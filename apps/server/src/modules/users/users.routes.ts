import { UserAddBody, UsernameParams, UserPasswordBody, UserUpdateBody } from '@mise/contracts';
import { AREA_SCOPES } from '@mise/domain';
import type { AppInstance } from '../../app-instance';
import { access, tenantAuth } from '../../plugins/auth';
import { createUsersService } from './users.service';

/** The users API (spec 2 section 7, Users): every call needs the SETTINGS scope (spec 2 §2.1). */
export default async function usersRoutes(app: AppInstance) {
  const users = createUsersService(app.deps);
  const config = { access: access.tenant(AREA_SCOPES.users) };

  app.get('/users', { schema: {}, config }, (request) => users.list(tenantAuth(request)));
  app.post('/users/add', { schema: { body: UserAddBody }, config }, (request) =>
    users.add(tenantAuth(request), request.body),
  );
  app.post(
    '/users/update/:username',
    { schema: { params: UsernameParams, body: UserUpdateBody }, config },
    (request) => users.update(tenantAuth(request), request.params.username, request.body),
  );
  app.post(
    '/users/update-password/:username',
    { schema: { params: UsernameParams, body: UserPasswordBody }, config },
    (request) => users.resetPassword(tenantAuth(request), request.params.username, request.body.password),
  );
  app.delete('/users/delete/:username', { schema: { params: UsernameParams }, config }, (request) =>
    users.remove(tenantAuth(request), request.params.username),
  );
}
