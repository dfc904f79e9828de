/**
 * The latency chart of `npm run bench`: after every bench has written its section of BENCHMARKS.md,
 * reads back each table that has p50, p90 and p99 columns, draws one row of three bars per measured
 * call (grouped under the heading above its table) as SVG on a logarithmic axis (the calls range from ~10 ms
 * to seconds), converts it to bench/latency.png with sharp, and links the picture from its own marked
 * section of BENCHMARKS.md. Run alone: `node --import tsx bench/latency-chart.ts`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { BENCHMARKS_FILE, writeBenchmarkSection } from './benchmarks-file';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface LatencyRow {
  label: string;
  p50: number;
  p90: number;
  p99: number;
}
export interface LatencyGroup {
  title: string;
  rows: LatencyRow[];
}

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.trim());

/** Every markdown table with p50/p90/p99 columns, grouped by the nearest `##` or `###` heading above it. */
export function parseLatencyTables(markdown: string): LatencyGroup[] {
  const groups: LatencyGroup[] = [];
  let heading = '';
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const headingMatch = line.match(/^###? (.*)$/);
    if (headingMatch) {
      // "Create order (POST /pos/create-order, …)" → "Create order"; the details stay in the text.
      heading = headingMatch[1].replace(/\s*\(.*$/, '');
      continue;
    }
    if (!line.startsWith('|') || !lines[i + 1]?.match(/^\|\s*-/)) continue;
    const header = cells(line).map((h) => h.toLowerCase());
    const column = (name: string) => header.findIndex((h) => h === name || h.startsWith(`${name} `));
    const [c50, c90, c99] = [column('p50'), column('p90'), column('p99')];
    i += 2;
    const rows: LatencyRow[] = [];
    for (; i < lines.length && lines[i].startsWith('|'); i++) {
      const row = cells(lines[i]);
      if (c50 < 0 || c90 < 0 || c99 < 0) continue;
      const [p50, p90, p99] = [row[c50], row[c90], row[c99]].map(Number);
      if ([p50, p90, p99].every((v) => Number.isFinite(v) && v > 0))
        rows.push({ label: row[0], p50, p90, p99 });
    }
    i -= 1;
    if (rows.length > 0) groups.push({ title: heading, rows });
  }
  return groups;
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const COLORS = { p50: '#2563eb', p90: '#f59e0b', p99: '#dc2626' } as const;

export function latencySvg(groups: LatencyGroup[]): string {
  const labelWidth = 380;
  const plotWidth = 560;
  const valuesWidth = 190;
  const width = labelWidth + plotWidth + valuesWidth + 20;
  const barHeight = 7;
  const rowHeight = 3 * barHeight + 10;
  const groupTitleHeight = 24;
  const top = 56;
  const all = groups.flatMap((g) => g.rows.flatMap((r) => [r.p50, r.p90, r.p99]));
  // Log axis from the decade at or below the fastest to the decade at or above the slowest.
  const minExp = Math.floor(Math.log10(Math.max(0.1, Math.min(...all))));
  const maxExp = Math.max(minExp + 1, Math.ceil(Math.log10(Math.max(...all))));
  const x = (ms: number) =>
    labelWidth + ((Math.log10(Math.max(ms, 10 ** minExp)) - minExp) / (maxExp - minExp)) * plotWidth;
  const plotHeight = groups.reduce((h, g) => h + groupTitleHeight + g.rows.length * rowHeight, 0);
  const height = top + plotHeight + 40;

  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="DejaVu Sans, Liberation Sans, sans-serif">`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    `<text x="16" y="26" font-size="17" font-weight="bold" fill="#111827">Latency percentiles per measured call (ms, log scale)</text>`,
  );
  // Legend.
  (['p50', 'p90', 'p99'] as const).forEach((p, k) => {
    const lx = labelWidth + k * 80;
    out.push(
      `<rect x="${lx}" y="36" width="14" height="10" fill="${COLORS[p]}"/>`,
      `<text x="${lx + 20}" y="45" font-size="12" fill="#374151">${p}</text>`,
    );
  });
  // Grid: 1, 2, 5 × each decade.
  for (let e = minExp; e <= maxExp; e++) {
    for (const m of [1, 2, 5]) {
      const v = m * 10 ** e;
      if (v > 10 ** maxExp) break;
      const gx = x(v).toFixed(1);
      out.push(
        `<line x1="${gx}" y1="${top}" x2="${gx}" y2="${top + plotHeight}" stroke="${m === 1 ? '#9ca3af' : '#e5e7eb'}" stroke-width="1"/>`,
        `<text x="${gx}" y="${top + plotHeight + 16}" font-size="11" fill="#4b5563" text-anchor="middle">${v >= 1000 ? `${v / 1000} s` : v}</text>`,
      );
    }
  }
  let y = top;
  for (const group of groups) {
    out.push(
      `<text x="16" y="${y + 17}" font-size="13" font-weight="bold" fill="#111827">${escapeXml(group.title)}</text>`,
    );
    y += groupTitleHeight;
    for (const row of group.rows) {
      out.push(
        `<text x="28" y="${y + rowHeight / 2 + 3}" font-size="12" fill="#374151">${escapeXml(row.label)}</text>`,
      );
      (['p50', 'p90', 'p99'] as const).forEach((p, k) => {
        const by = y + 4 + k * barHeight;
        out.push(
          `<rect x="${labelWidth}" y="${by}" width="${(x(row[p]) - labelWidth).toFixed(1)}" height="${barHeight - 1}" fill="${COLORS[p]}"/>`,
        );
      });
      out.push(
        `<text x="${labelWidth + plotWidth + 12}" y="${y + rowHeight / 2 + 3}" font-size="11" fill="#374151">${row.p50} / ${row.p90} / ${row.p99}</text>`,
      );
      y += rowHeight;
    }
  }
  out.push(
    `<text x="${labelWidth + plotWidth + 12}" y="${top - 6}" font-size="11" fill="#6b7280">p50 / p90 / p99</text>`,
    '</svg>',
  );
  return out.join('\n');
}

/** Draws bench/latency.png from BENCHMARKS.md and links it from its own section there. */
export async function writeLatencyChart() {
  const current = readFileSync(BENCHMARKS_FILE, 'utf8');
  const groups = parseLatencyTables(current);
  if (groups.length === 0) {
    console.log('latency chart: no p50/p90/p99 tables in BENCHMARKS.md, nothing drawn');
    return;
  }
  const png = path.join(ROOT, 'bench/latency.png');
  await sharp(Buffer.from(latencySvg(groups)), { density: 144 })
    .png()
    .toFile(png);
  const section = `## Latency at a glance

![latency percentiles](bench/latency.png)

Drawn by bench/latency-chart.ts from the p50/p90/p99 columns of the tables in this file, after the
benches above ran (log scale: one-at-a-time calls and calls under load differ by orders of magnitude).`;
  writeBenchmarkSection('latency-chart', section);
  console.log(`Latency chart written to ${path.relative(ROOT, png)}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeLatencyChart().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
