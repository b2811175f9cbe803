/**
 * `npm run storage:copy -- --to s3 [--data-dir ./data]`
 *
 * Copies every uploaded file of DATA_DIR/uploads into the S3 bucket of S3_ENDPOINT, S3_BUCKET,
 * S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_REGION and S3_FORCE_PATH_STYLE (STORAGE_BACKEND need
 * not be set yet), reads each one back to compare its bytes and prints a table. Files already in
 * the bucket with the same bytes are left alone, so it can be run again (decision 835). Exit status
 * 0 when every file is in the bucket with its bytes.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { objectStoreFor } from '../infrastructure';
import { copyObjects } from '../modules/storage/copy-objects';
import { fsObjectStore } from '../modules/storage/fs-object-store';
import { printTable } from './print-table';

const { values } = parseArgs({ options: { to: { type: 'string' }, 'data-dir': { type: 'string' } } });
if (values.to !== 's3') {
  console.error('Usage: npm run storage:copy -- --to s3 [--data-dir ./data]   (with S3_BUCKET and the other S3_* variables set)');
  process.exit(2);
}
let config;
try {
  config = loadConfig({ ...process.env, STORAGE_BACKEND: 's3' });
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
const dataDir = path.resolve(values['data-dir'] ?? config.dataDir);
const source = fsObjectStore(path.join(dataDir, 'uploads'));
const target = objectStoreFor(config);
const started = Date.now();
const report = await copyObjects(source, target, (done) => {
  if (done % 500 === 0) console.log(`${done} files...`);
});
await target.close?.();
const bucket = config.storage.backend === 's3' ? config.storage.bucket : '';
printTable(
  ['Files in DATA_DIR/uploads', 'Bytes', 'Copied now', 'Already in the bucket', 'Verified in the bucket', 'Failed'],
  [[report.files, report.bytes, report.copied, report.alreadyThere, report.verified, report.failed.length]],
);
console.log(`\n${bucket}: ${report.verified} of ${report.files} files verified byte for byte in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
if (report.failed.length > 0) {
  console.error(`Not in the bucket with the right bytes: ${report.failed.slice(0, 20).join(', ')}`);
  process.exit(1);
}
