import type { AppInstance } from '../../app';

/** The reservations API (routes → reservations.service → reservations.repository). Not built yet. */
export default async function reservationsRoutes(_app: AppInstance) {}
