import {
  AddonBody,
  AddonParams,
  IdParams,
  ItemIdParams,
  MenuItemBody,
  VariantBody,
  VariantParams,
} from '@mise/contracts';
import { AREA_SCOPES } from '@mise/domain';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-instance';
import { readImageField } from '../../lib/image-upload';
import { access, tenantAuth } from '../../plugins/auth';
import { createMenuItemsService } from './menu-items.service';

/** The menu editor's API (spec 2 section 7, Menu items): every call needs the SETTINGS scope. */
export default async function menuItemsRoutes(app: AppInstance) {
  const menu = createMenuItemsService(app.deps);
  const config = { access: access.tenant(AREA_SCOPES.settings) };
  const tenantOf = (request: FastifyRequest) => tenantAuth(request).tenantId;

  app.get('/menu-items', { schema: {}, config }, (request) => menu.list(tenantOf(request)));
  app.get('/menu-items/:id', { schema: { params: IdParams }, config }, (request) =>
    menu.get(tenantOf(request), request.params.id),
  );
  app.post('/menu-items/add', { schema: { body: MenuItemBody }, config }, (request) =>
    menu.add(tenantOf(request), request.body),
  );
  app.post(
    '/menu-items/update/:id',
    { schema: { params: IdParams, body: MenuItemBody }, config },
    (request) => menu.update(tenantAuth(request), request.params.id, request.body),
  );
  app.delete('/menu-items/delete/:id', { schema: { params: IdParams }, config }, (request) =>
    menu.remove(tenantOf(request), request.params.id),
  );

  app.post('/menu-items/update/:id/upload-photo', { schema: { params: IdParams }, config }, async (request) =>
    menu.uploadPhoto(tenantOf(request), request.params.id, await readImageField(request)),
  );
  app.post('/menu-items/update/:id/remove-photo', { schema: { params: IdParams }, config }, (request) =>
    menu.removePhoto(tenantOf(request), request.params.id),
  );

  app.post(
    '/menu-items/variants/:itemId/add',
    { schema: { params: ItemIdParams, body: VariantBody }, config },
    (request) => menu.addVariant(tenantOf(request), request.params.itemId, request.body),
  );
  app.post(
    '/menu-items/variants/:itemId/update/:variantId',
    { schema: { params: VariantParams, body: VariantBody }, config },
    (request) =>
      menu.updateVariant(tenantAuth(request), request.params.itemId, request.params.variantId, request.body),
  );
  app.delete(
    '/menu-items/variants/:itemId/delete/:variantId',
    { schema: { params: VariantParams }, config },
    (request) => menu.deleteVariant(tenantOf(request), request.params.itemId, request.params.variantId),
  );

  app.post(
    '/menu-items/addons/:itemId/add',
    { schema: { params: ItemIdParams, body: AddonBody }, config },
    (request) => menu.addAddon(tenantOf(request), request.params.itemId, request.body),
  );
  app.post(
    '/menu-items/addons/:itemId/update/:addonId',
    { schema: { params: AddonParams, body: AddonBody }, config },
    (request) =>
      menu.updateAddon(tenantAuth(request), request.params.itemId, request.params.addonId, request.body),
  );
  app.delete(
    '/menu-items/addons/:itemId/delete/:addonId',
    { schema: { params: AddonParams }, config },
    (request) => menu.deleteAddon(tenantOf(request), request.params.itemId, request.params.addonId),
  );
}
