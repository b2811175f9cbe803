import { execFile } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestS3Server, startTestS3Server } from '../../test/s3-server';
import { copyObjects } from './copy-objects';
import { fsObjectStore } from './fs-object-store';
import type { ObjectStore } from './object-store';
import { s3ObjectStore } from './s3-object-store';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
/** Runs src/server/cli/storage-copy.ts (what npm run storage:copy runs, uncompiled). */
function command(args: string[], env: Record<string, string>): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/server/cli/storage-copy.ts', ...args],
      { cwd: ROOT, timeout: 120_000, env: { ...process.env, ...env } },
      (error, stdout, stderr) => resolve({ status: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr }),
    );
  });
}

const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

describe('storage:copy from DATA_DIR/uploads to an S3 bucket (decision 835)', () => {
  let s3: TestS3Server;
  let dataDir: string;
  let disk: ObjectStore;
  let bucket: ObjectStore;
  const files = new Map<string, Buffer>();

  beforeAll(async () => {
    s3 = await startTestS3Server('linkhub-copia');
    dataDir = mkdtempSync(path.join(tmpdir(), 'linkhub-storage-copy-'));
    disk = fsObjectStore(path.join(dataDir, 'uploads'));
    bucket = s3ObjectStore(s3.options);
    for (const [extension, size] of [['png', 1], ['jpg', 70_001], ['webp', 1_048_576], ['gif', 3]] as const) {
      const name = `${randomUUID()}.${extension}`;
      const bytes = randomBytes(size);
      files.set(name, bytes);
      await disk.put(name, bytes);
    }
  });
  afterAll(async () => {
    await bucket?.close?.();
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies every file byte for byte, and copies nothing again on a second run', async () => {
    const report = await copyObjects(disk, bucket);
    expect(report).toMatchObject({ files: 4, copied: 4, alreadyThere: 0, verified: 4, failed: [] });
    expect(report.bytes).toBe([...files.values()].reduce((sum, bytes) => sum + bytes.length, 0));
    for (const [name, bytes] of files) expect(md5(await buffer(await bucket.read(name)))).toBe(md5(bytes));

    const again = await copyObjects(disk, bucket);
    expect(again).toMatchObject({ files: 4, copied: 0, alreadyThere: 4, verified: 4, failed: [] });
  });

  it('replaces a file the bucket holds with other bytes', async () => {
    const [name] = [...files.keys()];
    await bucket.put(name as string, Buffer.from('otro contenido'));
    const report = await copyObjects(disk, bucket);
    expect(report).toMatchObject({ copied: 1, alreadyThere: 3, verified: 4, failed: [] });
  });

  it('runs as npm run storage:copy -- --to s3 with the S3_* settings', async () => {
    // Asynchronous: s3rver answers from this very process.
    const run = await command(['--to', 's3', '--data-dir', dataDir], {
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: 'linkhub-copia',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/\| +4 \| +[\d,]+ \| +0 \| +4 \| +4 \| +0 \|/);
    expect(run.stdout).toContain('4 of 4 files verified byte for byte');

    const refused = await command(['--to', 's3'], { S3_BUCKET: '' });
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('S3_BUCKET');
  }, 120_000);
});
