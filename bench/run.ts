/**
 * `npm run bench`: every bench/*.bench.ts in turn, each in its own process and each replacing its own
 * section of BENCHMARKS.md, then the latency chart drawn from all their tables. Each bench can also
 * run alone: `node --import tsx bench/<name>.bench.ts`.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeLatencyChart } from './latency-chart';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function runBenches() {
  const files = readdirSync(path.join(ROOT, 'bench'))
    .filter((f) => f.endsWith('.bench.ts'))
    .sort();
  for (const file of files) {
    console.log(`\n${file}`);
    const child = spawn(process.execPath, ['--import', 'tsx', path.join('bench', file)], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    if (code !== 0) throw new Error(`${file} failed (exit ${code})`);
  }
}

runBenches()
  .then(() => writeLatencyChart())
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
