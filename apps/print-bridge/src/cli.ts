import { rmSync } from 'node:fs';
import { hostname } from 'node:os';
import { parseArgs } from 'node:util';
import { startBridge } from './bridge';
import { journalPathFor, loadConfig, resolveConfigPath, saveConfig } from './config';
import { pairBridge } from './pair';
import { serverUrls } from './server-url';

/** `mise-print`: pair this computer with a store once, then run it to print the store's jobs. */

const HELP = `mise-print: the Mise print bridge. It takes the print jobs of your store and sends them
to the network thermal printers on this computer's network.

Usage:
  mise-print pair --server <url> --code <XXXX-XXXX> [--name <name>] [--config <file>]
      Pair this computer with your store. Get the code in Settings → Printers →
      Pair a print bridge. --name defaults to this computer's name.
  mise-print run [--config <file>]
      Connect and print (the default command). Stop with Ctrl+C.
  mise-print --help

The config file defaults to ~/.mise-print/config.json (or $MISE_PRINT_CONFIG); the journal of
printed jobs sits beside it.

Exit codes: 0 stopped, 1 error, 2 this bridge was removed from the store (pair it again).`;

const stamp = (line: string) => `${new Date().toISOString()} ${line}`;

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      server: { type: 'string' },
      code: { type: 'string' },
      name: { type: 'string' },
      config: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const command = positionals[0] ?? 'run';
  if (values.help || command === 'help') {
    console.log(HELP);
    return 0;
  }
  const configPath = resolveConfigPath(values.config);

  if (command === 'pair') {
    if (!values.server || !values.code) {
      console.error('mise-print pair needs --server and --code (see mise-print --help)');
      return 1;
    }
    const { server } = serverUrls(values.server);
    const paired = await pairBridge(server, { code: values.code, name: values.name || hostname() });
    saveConfig(configPath, { server, ...paired });
    // A new pairing starts a new journal: job ids are the store's, and another store (or a fresh
    // server) numbers its jobs anew; an old entry would pass a new job off as printed.
    rmSync(journalPathFor(configPath), { force: true });
    console.log(`Paired with ${paired.storeName}`);
    console.log(`Saved in ${configPath}. Start printing with: mise-print run`);
    return 0;
  }

  if (command === 'run') {
    const config = loadConfig(configPath);
    if (!config) {
      console.error(
        `Not paired yet (${configPath} does not exist): run mise-print pair --server <url> --code <code>`,
      );
      return 1;
    }
    const journalPath = journalPathFor(configPath);
    const log = (line: string) => console.log(stamp(line));
    log(`Print bridge for ${config.storeName || config.server}; journal ${journalPath}`);
    const bridge = startBridge({ server: config.server, token: config.token, journalPath, log });
    const stop = (signal: string) => {
      log(`${signal}: stopping`);
      void bridge.stop();
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    const reason = await bridge.closed;
    if (reason === 'unauthorized') {
      console.error(`Pair it again with: mise-print pair --server ${config.server} --code <code>`);
      return 2;
    }
    log('Stopped');
    return 0;
  }

  console.error(`Unknown command "${command}" (see mise-print --help)`);
  return 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
