import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openJournal } from './journal';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'mise-journal-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const DAY = 24 * 60 * 60 * 1000;

describe('openJournal', () => {
  it('remembers printed jobs across restarts, creating its folder', async () => {
    const path = join(folder, 'deep', 'config.journal.jsonl');
    const journal = openJournal(path);
    expect(journal.has(5)).toBe(false);
    await Promise.all([journal.add(5), journal.add(6), journal.add(7)]);

    const reopened = openJournal(path);
    expect([5, 6, 7].map((id) => reopened.has(id))).toEqual([true, true, true]);
    expect(reopened.has(8)).toBe(false);
    expect(readFileSync(path, 'utf8').trim().split('\n')).toHaveLength(3);
  });

  it('drops entries older than a week and a line torn by a crash, keeping the rest', () => {
    const path = join(folder, 'config.journal.jsonl');
    const now = Date.parse('2025-06-10T12:00:00Z');
    const line = (jobId: number, ageMs: number) =>
      `${JSON.stringify({ jobId, printedAt: new Date(now - ageMs).toISOString() })}\n`;
    writeFileSync(path, `${line(1, 8 * DAY)}${line(2, DAY)}${line(3, 60_000)}{"jobId":4,"prin`);

    const journal = openJournal(path, () => now);

    expect([1, 2, 3, 4].map((id) => journal.has(id))).toEqual([false, true, true, false]);
    expect(readFileSync(path, 'utf8')).toBe(`${line(2, DAY)}${line(3, 60_000)}`);
  });
});
