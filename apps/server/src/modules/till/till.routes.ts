import { PinSwitchBody, SetPinBody, TillSettingsBody } from '@mise/contracts';
import { AREA_SCOPES } from '@mise/domain';
import type { AppInstance } from '../../app-instance';
import { access, tenantAuth } from '../../plugins/auth';
import { setSessionCookies } from '../auth/session';
import { createTillService } from './till.service';

/** The shared till: who can take it over, the switch by PIN, one's own PIN, and the idle lock. */
export default async function tillRoutes(app: AppInstance) {
  const till = createTillService(app.deps);
  const signedIn = { access: access.tenant() };

  app.get('/till/staff', { config: signedIn }, (request) => till.staff(tenantAuth(request)));
  app.post('/till/switch', { schema: { body: PinSwitchBody }, config: signedIn }, async (request, reply) => {
    const { opened, response } = await till.switchUser(tenantAuth(request), request.body, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    setSessionCookies(reply, app.deps.config, opened.session);
    return response;
  });
  app.put('/till/pin', { schema: { body: SetPinBody }, config: signedIn }, (request) =>
    till.setPin(tenantAuth(request), request.body),
  );
  app.get('/till/settings', { config: signedIn }, (request) => till.settings(tenantAuth(request)));
  app.put(
    '/till/settings',
    { schema: { body: TillSettingsBody }, config: { access: access.tenant(AREA_SCOPES.settings) } },
    (request) => till.saveSettings(tenantAuth(request), request.body),
  );
}
