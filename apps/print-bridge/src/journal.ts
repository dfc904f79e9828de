import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * The ids of jobs this bridge has put on paper, one JSON line each. It is written (and synced to
 * disk) after the printer took the bytes and before the server hears about it, so a crash in
 * between makes the bridge report the job again on its next start instead of printing it twice.
 */

export interface Journal {
  has(jobId: number): boolean;
  /** Records a printed job; resolves once the line is on disk. */
  add(jobId: number): Promise<void>;
}

interface JournalLine {
  jobId: number;
  printedAt: string;
}

// The server stops handing out a job after at most a day; a week of ids is plenty to recognise it.
const KEEP_MS = 7 * 24 * 60 * 60 * 1000;

/** Loads the journal (creating its folder), dropping old and torn lines. */
export function openJournal(path: string, now = () => Date.now()): Journal {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const printed = new Set<number>();
  const kept: JournalLine[] = [];
  let isCompactable = false;

  for (const raw of readLines(path)) {
    const line = parseLine(raw);
    if (!line || now() - Date.parse(line.printedAt) > KEEP_MS) {
      isCompactable = true;
      continue;
    }
    printed.add(line.jobId);
    kept.push(line);
  }
  if (isCompactable) {
    // Written aside and renamed over, so a crash here leaves the old file whole.
    const temporary = `${path}.tmp`;
    writeFileSync(temporary, kept.map((line) => `${JSON.stringify(line)}\n`).join(''), { mode: 0o600 });
    renameSync(temporary, path);
  }

  // Parallel printers may append at once: one chain keeps the lines whole and in order.
  let writes = Promise.resolve();
  return {
    has: (jobId) => printed.has(jobId),
    add(jobId) {
      printed.add(jobId);
      const entry = `${JSON.stringify({ jobId, printedAt: new Date(now()).toISOString() })}\n`;
      const write = writes.then(() => appendSynced(path, entry));
      writes = write.catch(() => undefined);
      return write;
    },
  };
}

function readLines(path: string): string[] {
  try {
    return readFileSync(path, 'utf8').split('\n').filter(Boolean);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

function parseLine(raw: string): JournalLine | null {
  try {
    const value = JSON.parse(raw) as Partial<JournalLine>;
    if (!Number.isInteger(value.jobId) || typeof value.printedAt !== 'string') return null;
    if (Number.isNaN(Date.parse(value.printedAt))) return null;
    return { jobId: value.jobId as number, printedAt: value.printedAt };
  } catch {
    // A line cut short by a power loss: its job counts as not printed, so the server hands it out
    // again marked as a reprint (compaction then drops the torn line before anything is appended).
    return null;
  }
}

async function appendSynced(path: string, entry: string) {
  const file = await open(path, 'a', 0o600);
  try {
    await file.write(entry);
    await file.sync();
  } finally {
    await file.close();
  }
}
