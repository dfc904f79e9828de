import { STORE_ARCHIVE_FIELD, TenantImportResult } from '@mise/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-instance';
import { AppError, badRequest } from '../../lib/errors';
import { access, tenantAuth } from '../../plugins/auth';
import { createTenantArchiveService } from './tenant-archive.service';

const NO_ARCHIVE = 'Please choose a store archive (.tar.gz) to import!';

/**
 * A restaurant's data, portable: the owner downloads the whole store as one archive; the operator
 * imports such an archive as a new store.
 */
export default async function tenantArchiveRoutes(app: AppInstance) {
  const archives = createTenantArchiveService(app.deps);
  const maxBytes = app.deps.config.storeArchiveMaxBytes;

  // Open while the subscription has lapsed: a store leaving must still be able to take its data.
  app.get(
    '/store-archive',
    { schema: {}, config: { access: access.tenant([], { allowInactive: true }) } },
    async (request, reply) => {
      const file = await archives.exportStore(tenantAuth(request));
      reply
        .header('content-type', 'application/gzip')
        .header(
          'content-disposition',
          `attachment; filename="${file.filename}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
        )
        .header('cache-control', 'no-store');
      return reply.send(file.data);
    },
  );

  app.post(
    '/superadmin/tenants/import',
    { schema: { response: { 200: TenantImportResult } }, config: { access: access.superadmin } },
    async (request) => archives.importStore(await readArchiveField(request, maxBytes)),
  );
}

async function readArchiveField(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(NO_ARCHIVE);
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } }).catch(() => undefined);
  if (!part) throw badRequest(NO_ARCHIVE);
  if (part.fieldname !== STORE_ARCHIVE_FIELD) {
    part.file.resume();
    throw badRequest(NO_ARCHIVE);
  }
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(
        413,
        `This store archive is too large! The largest this server imports is ${Math.round(maxBytes / 1024 / 1024)} MB.`,
      );
    }
    throw error;
  }
}
