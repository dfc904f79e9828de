import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, parse } from 'node:path';

/**
 * The bridge's one file of settings, written by `mise-print pair` and read by `mise-print run`.
 * It holds the bridge's credential, so only its owner may read it. This module is the only reader
 * of the environment.
 */

export interface BridgeConfig {
  server: string;
  bridgeId: string;
  token: string;
  storeName: string;
}

export const DEFAULT_CONFIG_PATH = join(homedir(), '.mise-print', 'config.json');

/** --config, else MISE_PRINT_CONFIG, else ~/.mise-print/config.json. */
export const resolveConfigPath = (flag?: string) =>
  flag || process.env.MISE_PRINT_CONFIG || DEFAULT_CONFIG_PATH;

/**
 * The journal sits beside the config it belongs to (config.json → config.journal.jsonl), so two
 * bridges for two stores on one computer never share one.
 */
export function journalPathFor(configPath: string) {
  const { dir, name } = parse(configPath);
  return join(dir, `${name}.journal.jsonl`);
}

export function saveConfig(path: string, config: BridgeConfig) {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const temporary = `${path}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  // The mode above is masked by umask and ignored for an existing file: set it outright.
  chmodSync(temporary, 0o600);
  renameSync(temporary, path);
}

/** The saved config, or null when this computer was never paired. */
export function loadConfig(path: string): BridgeConfig | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const value = JSON.parse(text) as Partial<BridgeConfig>;
  for (const key of ['server', 'bridgeId', 'token'] as const) {
    if (typeof value[key] !== 'string' || !value[key]) {
      throw new Error(`${path} has no ${key}: pair this bridge again`);
    }
  }
  return { storeName: '', ...value } as BridgeConfig;
}
