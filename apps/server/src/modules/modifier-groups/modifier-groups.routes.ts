import { ItemIdParams, ModifierGroupBody, ModifierGroupParams } from '@mise/contracts';
import { AREA_SCOPES } from '@mise/domain';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-instance';
import { access, tenantAuth } from '../../plugins/auth';
import { createModifierGroupsService } from './modifier-groups.service';

/** The menu editor's modifier groups (issue 18 §1), beside the spec's variants and addons: SETTINGS. */
export default async function modifierGroupsRoutes(app: AppInstance) {
  const groups = createModifierGroupsService(app.deps);
  const config = { access: access.tenant(AREA_SCOPES.settings) };
  const tenantOf = (request: FastifyRequest) => tenantAuth(request).tenantId;

  app.post(
    '/menu-items/modifier-groups/:itemId/add',
    { schema: { params: ItemIdParams, body: ModifierGroupBody }, config },
    (request) => groups.add(tenantOf(request), request.params.itemId, request.body),
  );
  app.post(
    '/menu-items/modifier-groups/:itemId/update/:groupId',
    { schema: { params: ModifierGroupParams, body: ModifierGroupBody }, config },
    (request) =>
      groups.update(tenantOf(request), request.params.itemId, request.params.groupId, request.body),
  );
  app.delete(
    '/menu-items/modifier-groups/:itemId/delete/:groupId',
    { schema: { params: ModifierGroupParams }, config },
    (request) => groups.remove(tenantOf(request), request.params.itemId, request.params.groupId),
  );
}
