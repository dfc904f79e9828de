import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Emits /sw.js at build time: the hand-written worker in sw.js, preceded by the list of every file
 * the build produced (hashed assets, index.html, the public folder) so the worker can cache the
 * whole app shell at install, and a version derived from that list so a new build replaces the
 * old cache. No network, no generator library.
 */
export function serviceWorkerPlugin(): Plugin {
  let publicDir = '';
  return {
    name: 'mise-service-worker',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle(_options, bundle) {
      const built = Object.keys(bundle).filter((file) => !file.endsWith('.map'));
      // index.html is emitted after this hook runs; it is the shell every page path is answered with.
      const urls = [...new Set([...built, 'index.html', ...listFiles(publicDir)])]
        .filter((file) => file !== 'sw.js')
        .map((file) => `/${file.split(path.sep).join('/')}`)
        .sort();
      const source = readFileSync(new URL('./sw.js', import.meta.url), 'utf8');
      const version = createHash('sha256').update(urls.join('\n')).update(source).digest('hex').slice(0, 12);
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: `const PRECACHE_URLS = ${JSON.stringify(urls)};\nconst BUILD_VERSION = '${version}';\n${source}`,
      });
    },
  };
}

function listFiles(dir: string, prefix = ''): string[] {
  let entries: import('node:fs').Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) =>
    entry.isDirectory()
      ? listFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  );
}
