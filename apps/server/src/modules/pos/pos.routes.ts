import type { AppInstance } from '../../app';

/** The pos API (routes → pos.service → pos.repository). Not built yet. */
export default async function posRoutes(_app: AppInstance) {}
