import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { type Readable, Transform, pipeline } from 'node:stream';
import { STORED_NAME, assertStoredName, missingFile, type ObjectStore, type StoredFile } from './object-store';

/** Passes on only bytes `start` to `end` (inclusive) of what flows through. */
function slice(start: number, end: number): Transform {
  let at = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const from = Math.max(start - at, 0);
      const to = Math.min(end + 1 - at, chunk.length);
      at += chunk.length;
      done(null, from < to ? chunk.subarray(from, to) : undefined);
    },
  });
}

export interface S3StoreOptions {
  /** https://s3.example.com (MinIO, R2, ...); unset for AWS itself. */
  endpoint?: string;
  region: string;
  bucket: string;
  /** Unset: the SDK's own credential chain (AWS_* variables, instance roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** bucket in the path (`endpoint/bucket/key`), as MinIO and most self-hosted stores need. */
  forcePathStyle: boolean;
}

function isNotFound(error: unknown): boolean {
  if (error instanceof S3ServiceException) {
    return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
  }
  return false;
}

/**
 * Files as objects of an S3-compatible bucket, named as on disk (`<uuid>.<ext>`), through the
 * official SDK. Request checksums only when an operation requires them: the SDK's default trailing
 * checksums (aws-chunked bodies) are stored as part of the file by several S3-compatible servers
 * (decision 832). A PUT is atomic, so there is nothing unfinished to clean after a crash; a stream
 * of unknown length goes up as a multipart upload (lib-storage), which a crash can leave behind:
 * give the bucket a lifecycle rule that aborts incomplete multipart uploads.
 */
export function s3ObjectStore(options: S3StoreOptions): ObjectStore {
  const client = new S3Client({
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.credentials ? { credentials: options.credentials } : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  const keyOf = (name: string) => {
    assertStoredName(name);
    return name;
  };

  const stat = async (name: string): Promise<StoredFile | null> => {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(name) }));
      return { name, size: head.ContentLength ?? 0, lastModified: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  };

  return {
    kind: 's3',

    async put(name, data, put = {}) {
      const Key = keyOf(name);
      const ContentType = put.contentType;
      if (Buffer.isBuffer(data) || put.size !== undefined) {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key,
            Body: data,
            ContentLength: Buffer.isBuffer(data) ? data.length : put.size,
            ...(ContentType ? { ContentType } : {}),
          }),
        );
        return;
      }
      await new Upload({ client, params: { Bucket, Key, Body: data, ...(ContentType ? { ContentType } : {}) }, queueSize: 2 }).done();
    },

    async read(name, range) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket, Key: keyOf(name), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
        );
        const body = answer.Body as Readable;
        if (!range) return body;
        // A server may send more than asked (s3rver answers `bytes=0-0` with the whole file, and
        // some ignore Range): cut what came to the bytes asked for.
        const sent = /^bytes (\d+)-(\d+)\//.exec(answer.ContentRange ?? '');
        const first = sent ? Number(sent[1]) : 0;
        const last = sent ? Number(sent[2]) : Number.POSITIVE_INFINITY;
        if (first === range.start && last === range.end) return body;
        if (first > range.start || last < range.end) {
          body.destroy();
          throw new Error(`The object store answered bytes ${answer.ContentRange ?? 'all'} for ${range.start}-${range.end}`);
        }
        // pipeline: an error on either side ends both (the reply sees it).
        return pipeline(body, slice(range.start - first, range.end - first), () => undefined);
      } catch (error) {
        if (isNotFound(error)) throw missingFile(name);
        throw error;
      }
    },

    async delete(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(name) }));
    },

    async exists(name) {
      return (await stat(name)) !== null;
    },

    stat,

    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ...(ContinuationToken ? { ContinuationToken } : {}) }));
        for (const object of page.Contents ?? []) {
          if (object.Key && STORED_NAME.test(object.Key)) {
            yield { name: object.Key, size: object.Size ?? 0, lastModified: object.LastModified ?? new Date(0) };
          }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    async removeUnfinished() {
      return 0;
    },

    async close() {
      client.destroy();
    },
  };
}
