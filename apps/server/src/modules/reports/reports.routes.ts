import type { AppInstance } from '../../app';

/** The reports API (routes → reports.service → reports.repository). Not built yet. */
export default async function reportsRoutes(_app: AppInstance) {}
