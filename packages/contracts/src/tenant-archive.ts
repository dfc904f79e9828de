import { z } from 'zod';

/**
 * A restaurant's data, portable (issue 28 item 5): the owner downloads the whole store as one
 * archive (a .tar.gz with a manifest, one JSON-lines file per table and the uploaded pictures), and
 * the operator imports such an archive as a new store.
 */

/** The multipart field the operator's import sends the archive in. */
export const STORE_ARCHIVE_FIELD = 'archive';

/** What the owner is told the download holds, and what it leaves out (the screen shows it). */
export const STORE_ARCHIVE_CONTENTS =
  'The download holds your store settings, menu with its photos and logo, tables, taxes, payment types, orders, invoices, payments and refunds, customers, reservations, shifts, day closes, printers, the audit log and your users.';
export const STORE_ARCHIVE_LEFT_OUT =
  'It leaves out passwords, till PINs and two-factor secrets, signed-in devices, paired print bridges and the print queue, and your subscription’s billing details.';

/** Said after every import: the archive carries no password, so nobody can sign in with an old one. */
export const STORE_IMPORT_PASSWORD_NOTE =
  'The archive holds no passwords: every user of the imported store must choose a new one with "Forgot password?" on the sign-in page before signing in.';

export const TenantImportResult = z.object({
  tenantId: z.number().int(),
  name: z.string(),
  /** Rows written per table, by the table's name. */
  counts: z.record(z.string(), z.number().int()),
  /** Pictures (menu photos, the logo) written. */
  uploads: z.number().int(),
  note: z.string(),
});
export type TTenantImportResult = z.infer<typeof TenantImportResult>;
