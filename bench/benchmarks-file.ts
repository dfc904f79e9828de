import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * BENCHMARKS.md is shared by every bench: each owns one section between HTML comment markers and
 * replaces only that, so running one bench leaves the others' figures in place.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BENCHMARKS_FILE = path.join(ROOT, 'BENCHMARKS.md');

export function writeBenchmarkSection(key: string, markdown: string) {
  const start = `<!-- ${key}:start -->`;
  const end = `<!-- ${key}:end -->`;
  const section = `${start}\n${markdown.trim()}\n${end}`;
  const current = existsSync(BENCHMARKS_FILE) ? readFileSync(BENCHMARKS_FILE, 'utf8') : '# Benchmarks\n';
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  writeFileSync(
    BENCHMARKS_FILE,
    // A function replacement: the section's own text may hold `$` patterns.
    pattern.test(current) ? current.replace(pattern, () => section) : `${current.trimEnd()}\n\n${section}\n`,
  );
  formatBenchmarksFile();
}

/** Tables padded as the repository's formatter wants them, so `npm run check` stays clean. */
export function formatBenchmarksFile() {
  spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/@biomejs/biome/bin/biome'), 'format', '--write', BENCHMARKS_FILE],
    { cwd: ROOT, stdio: 'ignore' },
  );
}
