import { startServer } from './support/server';

/** One shared server for the journeys; its address reaches the workers through the environment. */
export default async function globalSetup() {
  const server = await startServer();
  process.env.E2E_BASE_URL = server.baseURL;
  return async () => {
    await server.stop();
  };
}
