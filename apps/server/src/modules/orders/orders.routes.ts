import type { AppInstance } from '../../app';

/** The orders API (routes → orders.service → orders.repository). Not built yet. */
export default async function ordersRoutes(_app: AppInstance) {}
