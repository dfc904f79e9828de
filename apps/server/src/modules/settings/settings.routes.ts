import {
  CategoryAddBody,
  CategoryUpdateBody,
  IdParams,
  PaymentTypeAddBody,
  PaymentTypeToggleBody,
  PaymentTypeUpdateBody,
  PrintSettingBody,
  StoreSettingBody,
  StoreTableBody,
  TaxAddBody,
  TaxUpdateBody,
} from '@mise/contracts';
import { AREA_SCOPES } from '@mise/domain';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-instance';
import { readImageField } from '../../lib/image-upload';
import { access, tenantAuth } from '../../plugins/auth';
import { createSettingsService } from './settings.service';

/** The settings API (spec 2 section 7, Settings): every call needs the SETTINGS scope. */
export default async function settingsRoutes(app: AppInstance) {
  const settings = createSettingsService(app.deps);
  const config = { access: access.tenant(AREA_SCOPES.settings) };
  const withId = { params: IdParams };
  const tenantOf = (request: FastifyRequest) => tenantAuth(request).tenantId;

  app.get('/settings/store-setting', { schema: {}, config }, (request) =>
    settings.getStoreSetting(tenantOf(request)),
  );
  app.post('/settings/store-setting', { schema: { body: StoreSettingBody }, config }, (request) =>
    settings.saveStoreSetting(tenantOf(request), request.body),
  );

  app.post('/settings/store-setting/upload-logo', { schema: {}, config }, async (request) =>
    settings.uploadLogo(tenantOf(request), await readImageField(request)),
  );
  app.post('/settings/store-setting/remove-logo', { schema: {}, config }, (request) =>
    settings.removeLogo(tenantOf(request)),
  );

  app.get('/settings/print-setting', { schema: {}, config }, (request) =>
    settings.getPrintSetting(tenantOf(request)),
  );
  app.post('/settings/print-setting', { schema: { body: PrintSettingBody }, config }, (request) =>
    settings.savePrintSetting(tenantOf(request), request.body),
  );

  app.get('/settings/store-tables', { schema: {}, config }, (request) =>
    settings.listStoreTables(tenantOf(request)),
  );
  app.post('/settings/store-tables/add', { schema: { body: StoreTableBody }, config }, (request) =>
    settings.addStoreTable(tenantOf(request), request.body),
  );
  app.post(
    '/settings/store-tables/:id/update',
    { schema: { ...withId, body: StoreTableBody }, config },
    (request) => settings.updateStoreTable(tenantOf(request), request.params.id, request.body),
  );
  app.delete('/settings/store-tables/:id', { schema: withId, config }, (request) =>
    settings.deleteStoreTable(tenantOf(request), request.params.id),
  );

  app.get('/settings/categories', { schema: {}, config }, (request) =>
    settings.listCategories(tenantOf(request)),
  );
  app.post('/settings/categories/add', { schema: { body: CategoryAddBody }, config }, (request) =>
    settings.addCategory(tenantOf(request), request.body.title),
  );
  app.post(
    '/settings/categories/:id/update',
    { schema: { ...withId, body: CategoryUpdateBody }, config },
    (request) => settings.updateCategory(tenantOf(request), request.params.id, request.body.title),
  );
  app.delete('/settings/categories/:id', { schema: withId, config }, (request) =>
    settings.deleteCategory(tenantOf(request), request.params.id),
  );

  app.get('/settings/taxes', { schema: {}, config }, (request) => settings.listTaxes(tenantOf(request)));
  app.post('/settings/taxes/add', { schema: { body: TaxAddBody }, config }, (request) =>
    settings.addTax(tenantAuth(request), {
      title: request.body.title,
      rateBasisPoints: request.body.rate,
      type: request.body.type,
    }),
  );
  app.post('/settings/taxes/:id/update', { schema: { ...withId, body: TaxUpdateBody }, config }, (request) =>
    settings.updateTax(tenantAuth(request), request.params.id, {
      title: request.body.title,
      rateBasisPoints: request.body.rate,
      type: request.body.type,
    }),
  );
  app.delete('/settings/taxes/:id', { schema: withId, config }, (request) =>
    settings.deleteTax(tenantAuth(request), request.params.id),
  );

  app.get('/settings/payment-types', { schema: {}, config }, (request) =>
    settings.listPaymentTypes(tenantOf(request)),
  );
  app.post('/settings/payment-types/add', { schema: { body: PaymentTypeAddBody }, config }, (request) =>
    settings.addPaymentType(tenantOf(request), request.body),
  );
  app.post(
    '/settings/payment-types/:id/update',
    { schema: { ...withId, body: PaymentTypeUpdateBody }, config },
    (request) => settings.updatePaymentType(tenantOf(request), request.params.id, request.body),
  );
  app.post(
    '/settings/payment-types/:id/toggle',
    { schema: { ...withId, body: PaymentTypeToggleBody }, config },
    (request) => settings.togglePaymentType(tenantOf(request), request.params.id, request.body.isActive),
  );
  app.delete('/settings/payment-types/:id', { schema: withId, config }, (request) =>
    settings.deletePaymentType(tenantOf(request), request.params.id),
  );
}
