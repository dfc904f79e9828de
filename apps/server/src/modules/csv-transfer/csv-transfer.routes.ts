import {
  CSV_FILE_FIELD,
  CSV_IMPORT_LIMITS,
  CSV_MESSAGES,
  CsvImportPreview,
  CsvImportResult,
  type TCsvImportPreview,
} from '@mise/contracts';
import { AREA_SCOPES, type Scope } from '@mise/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-instance';
import { requestLanguage, t } from '../../i18n/i18n';
import { AppError, badRequest } from '../../lib/errors';
import { access, tenantAuth } from '../../plugins/auth';
import { type CsvFile, createCsvTransferService } from './csv-transfer.service';

/** Who reads the stock and who changes it (the spec's INVENTORY scope does both). */
const VIEW_INVENTORY: readonly Scope[] = ['INVENTORY', 'VIEW_INVENTORY', 'MANAGE_INVENTORY'];
const MANAGE_INVENTORY: readonly Scope[] = ['INVENTORY', 'MANAGE_INVENTORY'];

/**
 * CSV import and export (issue 20 §6): the menu (as editing the menu: SETTINGS) and ingredients.
 * The file goes up as a multipart upload in the field `file`; a preview writes nothing.
 */
export default async function csvTransferRoutes(app: AppInstance) {
  const csv = createCsvTransferService(app.deps);
  const menu = { access: access.tenant(AREA_SCOPES.settings) };
  const viewStock = { access: access.tenant(VIEW_INVENTORY) };
  const manageStock = { access: access.tenant(MANAGE_INVENTORY) };
  const preview = { schema: { response: { 200: CsvImportPreview } } };
  const imported = { schema: { response: { 200: CsvImportResult } } };

  app.get('/menu-items/export.csv', { schema: {}, config: menu }, async (request, reply) =>
    sendCsv(reply, await csv.exportMenu(tenantAuth(request).tenantId)),
  );
  app.post('/menu-items/import/preview', { ...preview, config: menu }, async (request) =>
    inLanguage(request, await csv.previewMenu(tenantAuth(request).tenantId, await readCsvUpload(request))),
  );
  app.post('/menu-items/import', { ...imported, config: menu }, async (request) =>
    csv.importMenu(tenantAuth(request), await readCsvUpload(request)),
  );

  app.get('/ingredients/export.csv', { schema: {}, config: viewStock }, async (request, reply) =>
    sendCsv(reply, await csv.exportIngredients(tenantAuth(request).tenantId)),
  );
  app.post('/ingredients/import/preview', { ...preview, config: manageStock }, async (request) =>
    inLanguage(
      request,
      await csv.previewIngredients(tenantAuth(request).tenantId, await readCsvUpload(request)),
    ),
  );
  app.post('/ingredients/import', { ...imported, config: manageStock }, async (request) =>
    csv.importIngredients(tenantAuth(request), await readCsvUpload(request)),
  );
}

function sendCsv(reply: FastifyReply, file: CsvFile) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header(
      'content-disposition',
      `attachment; filename="${file.filename}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
    )
    .header('cache-control', 'no-store')
    .send(file.text);
}

/** The uploaded file's bytes; at most CSV_IMPORT_LIMITS.maxBytes (413 past it, read no further). */
async function readCsvUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(CSV_MESSAGES.noFile);
  const part = await request
    .file({ limits: { fileSize: CSV_IMPORT_LIMITS.maxBytes, files: 1 } })
    .catch(() => undefined);
  if (!part) throw badRequest(CSV_MESSAGES.noFile);
  if (part.fieldname !== CSV_FILE_FIELD) {
    part.file.resume();
    throw badRequest(CSV_MESSAGES.noFile);
  }
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, CSV_MESSAGES.tooLarge);
    throw error;
  }
}

/**
 * A preview's row texts in the request's language (issue 23). They are built in English with their
 * values; each is found again by its template in the messages catalogue (a text with none stays
 * English). English goes out as it is.
 */
function inLanguage(request: FastifyRequest, preview: TCsvImportPreview): TCsvImportPreview {
  const language = requestLanguage(request);
  if (language === 'en') return preview;
  const say = (texts: string[]) => texts.map((text) => t(language, text));
  return {
    ...preview,
    rows: preview.rows.map((row) => ({ ...row, errors: say(row.errors), notes: say(row.notes) })),
    notes: say(preview.notes),
  };
}
