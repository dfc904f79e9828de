// Development: the API with reload on port 3001, Vite with hot reload on port 3000 proxying to it.
import { spawn } from 'node:child_process';

const env = { ...process.env, API_PORT: '3001' };
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: {
      ...env,
      PORT: '3001',
      PUBLIC_URL: env.PUBLIC_URL ?? 'http://localhost:3000',
      NODE_ENV: 'development',
      // Every reload is a clean shutdown, which would snapshot the database each time a file is saved.
      BACKUP_SCHEDULE: env.BACKUP_SCHEDULE ?? 'off',
    },
  }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], {
    stdio: 'inherit',
    cwd: 'apps/web',
    env: { ...env, PORT: '3000' },
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
