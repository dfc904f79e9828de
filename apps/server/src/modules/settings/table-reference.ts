import type { Signer } from '../../lib/crypto';

/**
 * The `table` parameter of a table's QR link ({base}/m/{code}?table={ref}). It is signed with the
 * server secret under its own purpose, so a diner can neither guess another table's reference nor
 * alter one, and it names its tenant, so a reference from one restaurant never resolves in another.
 * The public menu decodes it, then still checks the table exists for the menu's tenant.
 */
const PURPOSE = 'table';

interface TableRefPayload {
  t: number;
  i: number;
}

export interface TableRef {
  tenantId: number;
  tableId: number;
}

export function encodeTableRef(signer: Signer, tenantId: number, tableId: number): string {
  const payload: TableRefPayload = { t: tenantId, i: tableId };
  return signer.sign(PURPOSE, payload);
}

/** The tenant and table a reference names; null when it is missing, malformed or not ours. */
export function decodeTableRef(signer: Signer, ref: string | null | undefined): TableRef | null {
  const payload = signer.verify<TableRefPayload>(PURPOSE, ref);
  if (!payload || !isPositiveInteger(payload.t) || !isPositiveInteger(payload.i)) return null;
  return { tenantId: payload.t, tableId: payload.i };
}

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}
