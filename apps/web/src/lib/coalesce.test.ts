import { describe, expect, it } from 'vitest';
import { coalesce } from './coalesce';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('coalesce', () => {
  it('folds calls made during a run into exactly one more run', async () => {
    const runs: number[] = [];
    const gates = [deferred(), deferred(), deferred()];
    const run = coalesce(async () => {
      runs.push(runs.length + 1);
      await gates[runs.length - 1]!.promise;
    });
    const a = run();
    run();
    run();
    run();
    expect(runs).toEqual([1]);
    gates[0]!.resolve();
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(runs).toEqual([1, 2]);
    gates[1]!.resolve();
    await a;
    expect(runs).toEqual([1, 2]);
  });

  it('starts afresh once idle and keeps going after a failed run', async () => {
    let calls = 0;
    const run = coalesce(async () => {
      calls += 1;
      if (calls === 1) throw new Error('network');
    });
    await run();
    await run();
    expect(calls).toBe(2);
  });
});
