import type { AppInstance } from '../../app';

/** The kitchen API (routes → kitchen.service → kitchen.repository). Not built yet. */
export default async function kitchenRoutes(_app: AppInstance) {}
