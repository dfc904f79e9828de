import {
  IdParams,
  IngredientBody,
  InventoryReportQuery,
  InventorySettingsBody,
  MovementBody,
  MovementListQuery,
  RecipeBody,
} from '@mise/contracts';
import { AREA_SCOPES } from '@mise/domain';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-instance';
import { access, tenantAuth } from '../../plugins/auth';
import { createInventoryService } from './inventory.service';

/**
 * Stock (issue 20): ingredients and their movements, what each dish uses (recipes), the store's
 * stock settings, the stock report and what is running low. Viewing needs any inventory scope;
 * changing needs INVENTORY or MANAGE_INVENTORY; the alerts are for the till and dashboard too.
 */
export default async function inventoryRoutes(app: AppInstance) {
  const inventory = createInventoryService(app.deps);
  const view = { access: access.tenant(AREA_SCOPES.inventory) };
  const manage = { access: access.tenant(AREA_SCOPES.manageInventory) };
  const alerts = { access: access.tenant(AREA_SCOPES.stockAlerts) };
  const tenantOf = (request: FastifyRequest) => tenantAuth(request).tenantId;

  app.get('/ingredients', { schema: {}, config: view }, (request) => inventory.list(tenantOf(request)));
  app.post('/ingredients', { schema: { body: IngredientBody }, config: manage }, (request) =>
    inventory.add(tenantAuth(request), request.body),
  );
  app.get('/ingredients/:id', { schema: { params: IdParams }, config: view }, (request) =>
    inventory.get(tenantOf(request), request.params.id),
  );
  app.put(
    '/ingredients/:id',
    { schema: { params: IdParams, body: IngredientBody }, config: manage },
    (request) => inventory.update(tenantOf(request), request.params.id, request.body),
  );
  app.delete('/ingredients/:id', { schema: { params: IdParams }, config: manage }, (request) =>
    inventory.remove(tenantOf(request), request.params.id),
  );
  app.get(
    '/ingredients/:id/movements',
    { schema: { params: IdParams, querystring: MovementListQuery }, config: view },
    (request) => inventory.movements(tenantOf(request), request.params.id, request.query.limit),
  );
  app.post(
    '/ingredients/:id/movements',
    { schema: { params: IdParams, body: MovementBody }, config: manage },
    (request) => inventory.recordMovement(tenantAuth(request), request.params.id, request.body),
  );

  app.get('/menu-items/:id/recipe', { schema: { params: IdParams }, config: view }, (request) =>
    inventory.getRecipe(tenantOf(request), request.params.id),
  );
  app.put(
    '/menu-items/:id/recipe',
    { schema: { params: IdParams, body: RecipeBody }, config: manage },
    (request) => inventory.saveRecipe(tenantOf(request), request.params.id, request.body),
  );

  app.get('/inventory/settings', { schema: {}, config: view }, (request) =>
    inventory.getSettings(tenantOf(request)),
  );
  app.put('/inventory/settings', { schema: { body: InventorySettingsBody }, config: manage }, (request) =>
    inventory.saveSettings(tenantOf(request), request.body),
  );
  app.get('/inventory/report', { schema: { querystring: InventoryReportQuery }, config: view }, (request) =>
    inventory.report(tenantOf(request), request.query),
  );
  app.get('/inventory/alerts', { schema: {}, config: alerts }, (request) =>
    inventory.alerts(tenantOf(request)),
  );
}
