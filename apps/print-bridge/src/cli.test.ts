import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRINTING_MESSAGES } from '@mise/contracts/printing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REMOVED_MESSAGE } from './bridge';
import { startFakeStore } from './testing/fake-store';

/** The CLI as a user runs it: a separate process, its output and exit code. */

const cliPath = fileURLToPath(new URL('./cli.ts', import.meta.url));
const packageDir = fileURLToPath(new URL('..', import.meta.url));

let folder: string;
let cleanups: Array<() => Promise<unknown> | unknown>;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'mise-print-cli-'));
  cleanups = [];
});

afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(folder, { recursive: true, force: true });
});

interface Run {
  child: ChildProcess;
  /** Resolves when stdout has printed `text`. */
  printed(text: string): Promise<void>;
  done: Promise<{ code: number | null; stdout: string; stderr: string }>;
}

function startCli(args: string[], env: Record<string, string> = {}): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', cliPath, ...args], {
    cwd: packageDir,
    env: { ...process.env, MISE_PRINT_CONFIG: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const watchers = new Set<() => void>();
  child.stdout!.on('data', (chunk) => {
    stdout += chunk;
    for (const watch of watchers) watch();
  });
  child.stderr!.on('data', (chunk) => {
    stderr += chunk;
  });
  const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  cleanups.push(() => {
    clearTimeout(killer);
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  return {
    child,
    printed: (text) =>
      new Promise((resolve, reject) => {
        const watch = () => {
          if (!stdout.includes(text)) return;
          watchers.delete(watch);
          resolve();
        };
        watchers.add(watch);
        child.once('exit', () => setTimeout(() => reject(new Error(`Exited before printing "${text}"`)), 50));
        watch();
      }),
    done: new Promise((resolve) =>
      child.once('close', (code) => {
        clearTimeout(killer);
        resolve({ code, stdout, stderr });
      }),
    ),
  };
}

const runCli = (args: string[], env?: Record<string, string>) => startCli(args, env).done;

/** A stand-in for POST /api/v1/print-bridge/pair. */
async function pairingServer(answer: (body: unknown) => { status: number; body: unknown }) {
  const bodies: unknown[] = [];
  const server: Server = createServer(async (request: IncomingMessage, response) => {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    if (request.method !== 'POST' || request.url !== '/api/v1/print-bridge/pair') {
      response.writeHead(404).end();
      return;
    }
    const body = JSON.parse(raw);
    bodies.push(body);
    const { status, body: reply } = answer(body);
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  const address = server.address() as { port: number };
  return { url: `http://127.0.0.1:${address.port}`, bodies };
}

const paired = { bridgeId: 'b-1', token: 'good-token', storeName: 'Café Lumière' };

describe('mise-print', () => {
  it('pairs with a code and saves the credential for its owner only', async () => {
    const server = await pairingServer(() => ({ status: 200, body: paired }));
    const configPath = join(folder, 'nested', 'config.json');

    const { code, stdout } = await runCli([
      'pair',
      '--server',
      `${server.url}/`,
      '--code',
      'abcd-2345',
      '--name',
      'Front till',
      '--config',
      configPath,
    ]);

    expect(code).toBe(0);
    expect(stdout).toContain('Paired with Café Lumière');
    expect(server.bodies).toEqual([{ code: 'abcd-2345', name: 'Front till' }]);
    expect(JSON.parse(readFileSync(configPath, 'utf8'))).toEqual({ server: server.url, ...paired });
    if (process.platform !== 'win32') expect(statSync(configPath).mode & 0o777).toBe(0o600);
  });

  it('names the bridge after the computer and finds the config in MISE_PRINT_CONFIG', async () => {
    const server = await pairingServer(() => ({ status: 200, body: paired }));
    const configPath = join(folder, 'from-env.json');

    const { code } = await runCli(['pair', '--server', server.url, '--code', 'ABCD2345'], {
      MISE_PRINT_CONFIG: configPath,
    });

    expect(code).toBe(0);
    expect(server.bodies).toEqual([{ code: 'ABCD2345', name: hostname() }]);
    expect(existsSync(configPath)).toBe(true);
  });

  it("shows the server's message and saves nothing when the code is refused", async () => {
    const server = await pairingServer(() => ({
      status: 400,
      body: { message: PRINTING_MESSAGES.pairingCodeInvalid },
    }));
    const configPath = join(folder, 'config.json');

    const { code, stderr } = await runCli([
      'pair',
      '--server',
      server.url,
      '--code',
      'ZZZZ-ZZZZ',
      '--config',
      configPath,
    ]);

    expect(code).toBe(1);
    expect(stderr).toContain(PRINTING_MESSAGES.pairingCodeInvalid);
    expect(existsSync(configPath)).toBe(false);
  });

  it('runs until SIGTERM and then exits cleanly', async () => {
    const store = await startFakeStore();
    cleanups.push(() => store.close());
    const configPath = join(folder, 'config.json');
    writeFileSync(configPath, JSON.stringify({ server: store.url, ...paired }));

    const run = startCli(['run', '--config', configPath]);
    await run.printed('Connected to');
    run.child.kill('SIGTERM');
    const { code, stdout } = await run.done;

    expect(code).toBe(0);
    expect(stdout).toContain('Stopped');
  });

  it('exits with code 2 when the store removed the bridge', async () => {
    const store = await startFakeStore();
    cleanups.push(() => store.close());
    const configPath = join(folder, 'config.json');
    writeFileSync(configPath, JSON.stringify({ server: store.url, ...paired, token: 'revoked-token' }));

    const { code, stdout, stderr } = await runCli(['--config', configPath]);

    expect(code).toBe(2);
    expect(stdout).toContain(REMOVED_MESSAGE);
    expect(stderr).toContain('mise-print pair');
  });

  it('says how to pair when there is no config', async () => {
    const missing = await runCli(['run', '--config', join(folder, 'none.json')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Not paired yet');
  });

  it('prints its help', async () => {
    const help = await runCli(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('mise-print pair --server <url> --code <XXXX-XXXX>');
  });
});
