import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { openCountryLookup } from './country';
import { encodeHit } from './hit-processing';
import { HitPreparer } from './hit-worker';
import { WORKER_NICE } from './thread-priority';

/** Every thread of this process with its niceness (field 19 of /proc/self/task/{tid}/stat). */
function threadNiceness(): Map<number, number> {
  const threads = new Map<number, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      // The name in parentheses may hold spaces: the fields counted after its closing parenthesis.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      threads.set(Number(tid), Number(fields[16]));
    } catch {
      // A thread that ended meanwhile.
    }
  }
  return threads;
}

let preparer: HitPreparer | null = null;
afterEach(async () => {
  await preparer?.stop();
});

describe.runIf(process.platform === 'linux')('the statistics worker thread', () => {
  it('prepares batches at a lower priority than the thread that serves pages', async () => {
    const geo = await openCountryLookup({ trustProxy: false });
    const errors: unknown[] = [];
    preparer = new HitPreparer({ trustProxy: false }, geo, false, (error) => errors.push(error));
    const before = threadNiceness();
    const day = new Date().toISOString().slice(0, 10);
    const line = encodeHit({ ts: Date.now(), pageId: 1, kind: 1, ip: '198.51.100.9', ua: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0' });
    const batch = await preparer.prepare(line, { [day]: '07'.repeat(32) });
    expect(errors).toEqual([]);
    expect(batch.rows).toBe(1);
    expect(batch.copy).toBeInstanceOf(Uint8Array);

    const after = threadNiceness();
    const started = [...after].filter(([tid]) => !before.has(tid));
    expect(started.map(([, nice]) => nice)).toContain(WORKER_NICE);
    // This thread (the one that serves requests) keeps its priority.
    expect(after.get(process.pid)).toBe(before.get(process.pid));
    expect(after.get(process.pid)).not.toBe(WORKER_NICE);
  });
});
