import {
  CategoryTranslationsBody,
  IdParams,
  ItemIdParams,
  MenuItemTranslationsBody,
  StoreLanguageBody,
  UserLanguageBody,
} from '@mise/contracts';
import { AREA_SCOPES } from '@mise/domain';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-instance';
import { access, tenantAuth } from '../../plugins/auth';
import { createLanguagesService } from './languages.service';

/**
 * Issue 23's routes: menu names per language and the store's languages (the SETTINGS scope, as
 * the menu editor), and each signed-in user's own language (any user, for themselves only).
 */
export default async function languagesRoutes(app: AppInstance) {
  const languages = createLanguagesService(app.deps);
  const config = { access: access.tenant(AREA_SCOPES.settings) };
  // A user's own language stays theirs to read and change while the store's subscription is off, as
  // the rest of their profile does (the profile page is open then).
  const anyUser = { access: access.tenant([], { allowInactive: true }) };
  const tenantOf = (request: FastifyRequest) => tenantAuth(request).tenantId;

  app.get('/menu-items/:itemId/translations', { schema: { params: ItemIdParams }, config }, (request) =>
    languages.getItemTranslations(tenantOf(request), request.params.itemId),
  );
  app.put(
    '/menu-items/:itemId/translations',
    { schema: { params: ItemIdParams, body: MenuItemTranslationsBody }, config },
    (request) => languages.saveItemTranslations(tenantOf(request), request.params.itemId, request.body),
  );

  app.get('/settings/categories/:id/translations', { schema: { params: IdParams }, config }, (request) =>
    languages.getCategoryTranslations(tenantOf(request), request.params.id),
  );
  app.put(
    '/settings/categories/:id/translations',
    { schema: { params: IdParams, body: CategoryTranslationsBody }, config },
    (request) =>
      languages.saveCategoryTranslations(tenantOf(request), request.params.id, request.body.translations),
  );

  app.get('/settings/language', { schema: {}, config }, (request) =>
    languages.getStoreLanguage(tenantOf(request)),
  );
  app.put('/settings/language', { schema: { body: StoreLanguageBody }, config }, (request) =>
    languages.saveStoreLanguage(tenantOf(request), request.body),
  );

  app.get('/profile/language', { schema: {}, config: anyUser }, (request) => {
    const auth = tenantAuth(request);
    return languages.getUserLanguage(auth.tenantId, auth.userId);
  });
  app.put('/profile/language', { schema: { body: UserLanguageBody }, config: anyUser }, (request) => {
    const auth = tenantAuth(request);
    return languages.saveUserLanguage(auth.tenantId, auth.userId, request.body.language);
  });
}
