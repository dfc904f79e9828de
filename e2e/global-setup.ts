import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startServer } from './support/server';

/**
 * One shared server for the journeys; its address, and the login of the demo restaurant it seeded
 * (full menu, tables, QR menu on), reach the workers through the environment.
 */
export default async function globalSetup() {
  const server = await startServer();
  process.env.E2E_BASE_URL = server.baseURL;
  const [email, password] = readFileSync(path.join(server.dataDir, 'demo-login.txt'), 'utf8')
    .trim()
    .split('\n');
  process.env.E2E_DEMO_EMAIL = email;
  process.env.E2E_DEMO_PASSWORD = password;
  return async () => {
    await server.stop();
  };
}
