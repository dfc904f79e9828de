import type { AppInstance } from '../../app';

/** The dashboard API (routes → dashboard.service → dashboard.repository). Not built yet. */
export default async function dashboardRoutes(_app: AppInstance) {}
