import type { AppInstance } from '../../app';

/** The superadmin API (routes → superadmin.service → superadmin.repository). Not built yet. */
export default async function superadminRoutes(_app: AppInstance) {}
