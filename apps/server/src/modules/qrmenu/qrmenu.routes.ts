import type { AppInstance } from '../../app';

/** The qrmenu API (routes → qrmenu.service → qrmenu.repository). Not built yet. */
export default async function qrmenuRoutes(_app: AppInstance) {}
