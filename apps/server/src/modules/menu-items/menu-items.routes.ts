import type { AppInstance } from '../../app';

/** The menu-items API (routes → menu-items.service → menu-items.repository). Not built yet. */
export default async function menuItemsRoutes(_app: AppInstance) {}
