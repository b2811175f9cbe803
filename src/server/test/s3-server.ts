import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// s3rver ships no types: the little used here is declared below.
// @ts-expect-error -- untyped CommonJS module
import S3rver from 's3rver';
import type { S3StoreOptions } from '../modules/storage/s3-object-store';

interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverConstructor = new (options: Record<string, unknown>) => S3rverInstance;

export interface TestS3Server {
  /** Options for s3ObjectStore pointing at this server's bucket. */
  options: S3StoreOptions;
  endpoint: string;
  close(): Promise<void>;
}

/**
 * An S3-compatible server in this process (s3rver, a dev dependency), on a port the system picks,
 * with one empty bucket in a temporary folder. s3rver accepts the key pair S3RVER/S3RVER.
 */
export async function startTestS3Server(bucket = 'linkhub-test', port = 0): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'linkhub-s3rver-'));
  const server = new (S3rver as S3rverConstructor)({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    options: { endpoint, region: 'us-east-1', bucket, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }, forcePathStyle: true },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
