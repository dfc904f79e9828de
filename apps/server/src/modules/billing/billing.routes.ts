import type { AppInstance } from '../../app';

/** The billing API (routes → billing.service → billing.repository). Not built yet. */
export default async function billingRoutes(_app: AppInstance) {}
