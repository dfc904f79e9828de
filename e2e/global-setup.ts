import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { A11Y_SCREENS_FILE } from './support/axe';
import { startServer } from './support/server';

/**
 * One shared server for the journeys; its address, and the login of the demo restaurant it seeded
 * (full menu, tables, QR menu on), reach the workers through the environment.
 */
export default async function globalSetup() {
  const server = await startServer();
  process.env.E2E_BASE_URL = server.baseURL;
  process.env.E2E_DATA_DIR = server.dataDir;
  const [email, password] = readFileSync(path.join(server.dataDir, 'demo-login.txt'), 'utf8')
    .trim()
    .split('\n');
  process.env.E2E_DEMO_EMAIL = email;
  process.env.E2E_DEMO_PASSWORD = password;
  rmSync(A11Y_SCREENS_FILE, { force: true });
  return async () => {
    await server.stop();
    if (existsSync(A11Y_SCREENS_FILE)) {
      const screens = [
        ...new Set(readFileSync(A11Y_SCREENS_FILE, 'utf8').split('\n').filter(Boolean)),
      ].sort();
      console.log(
        `accessibility (axe, WCAG 2.2 A and AA): ${screens.length} screens checked\n  ${screens.join('\n  ')}`,
      );
    }
  };
}
