import type { AppInstance } from '../../app';

/** The users API (routes → users.service → users.repository). Not built yet. */
export default async function usersRoutes(_app: AppInstance) {}
