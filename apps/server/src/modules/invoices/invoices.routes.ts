import type { AppInstance } from '../../app';

/** The invoices API (routes → invoices.service → invoices.repository). Not built yet. */
export default async function invoicesRoutes(_app: AppInstance) {}
