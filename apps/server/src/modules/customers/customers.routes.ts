import type { AppInstance } from '../../app';

/** The customers API (routes → customers.service → customers.repository). Not built yet. */
export default async function customersRoutes(_app: AppInstance) {}
