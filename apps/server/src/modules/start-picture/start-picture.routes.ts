import { START_PICTURE_MAX_IMAGE_CHARS, StartPictureBody, StartPictureQuery } from '@mise/contracts';
import { AREA_SCOPES } from '@mise/domain';
import type { AppInstance } from '../../app-instance';
import { access, tenantAuth } from '../../plugins/auth';
import { createStartPictureService } from './start-picture.service';

/** The till's start picture kept on the server, for a till with none of its own: the POS scope. */
export default async function startPictureRoutes(app: AppInstance) {
  const pictures = createStartPictureService(app.deps);
  const config = { access: access.tenant(AREA_SCOPES.pos) };

  app.get(
    '/pos/start-picture',
    { schema: { querystring: StartPictureQuery }, config },
    async (request, reply) => {
      const picture = await pictures.find(tenantAuth(request), request.query.screen);
      // Private to the user, and replaced whenever their screen changes: never stored by a cache.
      reply.header('cache-control', 'private, no-store');
      if (picture === null) return reply.code(204).send();
      return reply.type('application/json; charset=utf-8').send(picture);
    },
  );
  app.put(
    '/pos/start-picture',
    // A picture is an image as text: above the API's usual body limit, below this one.
    { schema: { body: StartPictureBody }, config, bodyLimit: START_PICTURE_MAX_IMAGE_CHARS + 256 * 1024 },
    async (request, reply) => {
      await pictures.keep(tenantAuth(request), request.body);
      return reply.code(204).send();
    },
  );
}
