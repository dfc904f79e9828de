import type { AppInstance } from '../../app';

/** The settings API (routes → settings.service → settings.repository). Not built yet. */
export default async function settingsRoutes(_app: AppInstance) {}
