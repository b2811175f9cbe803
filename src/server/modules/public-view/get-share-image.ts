import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { type ShareImageInputs, shareImageInputs } from '@shared/share-image';
import type { AppContext } from '../../context';
import { type PageRow, shareImages, storageObjects } from '../../db/schema';
import type { ObjectStore } from '../storage/object-store';
import { storedFileOf } from '../storage/object-key';
import { drawShareImage, photoDataUri } from './draw-share-image';

/** A photo larger than this is left out (uploads are re-encoded far smaller; decision 853). */
const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Reading and decoding the photo past this: the image is drawn without it. */
const PHOTO_TIMEOUT_MS = 3000;
/** At most this many drawings wait in one process; more answer 503 at once (each takes ~0.1 s of CPU). */
const MAX_WAITING = 16;

export interface ShareImageContext extends Pick<AppContext, 'db'> {
  store: ObjectStore;
}

export class ShareImageBusy extends Error {}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The page's photo from this site's own storage, as a data URI; null when it has none, it lives
 * elsewhere (never fetched), it is not one of the owner's stored images, or it cannot be read in time.
 */
async function readPhoto(ctx: ShareImageContext, page: PageRow): Promise<string | null> {
  const file = page.profileImage && page.userId ? storedFileOf(page.profileImage) : null;
  if (!file || !page.userId) return null;
  const [object] = await ctx.db
    .select()
    .from(storageObjects)
    .where(and(eq(storageObjects.bucket, file.bucket), eq(storageObjects.key, file.key), eq(storageObjects.ownerId, page.userId)));
  if (!object || !object.contentType.startsWith('image/') || object.size > PHOTO_MAX_BYTES) return null;
  const read = async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of await ctx.store.read(object.fileName)) chunks.push(chunk as Buffer);
    return photoDataUri(Buffer.concat(chunks));
  };
  return withTimeout(read(), PHOTO_TIMEOUT_MS);
}

let queue: Promise<unknown> = Promise.resolve();
let waiting = 0;
const inFlight = new Map<string, Promise<Buffer>>();

/** One drawing at a time in this process, the same image drawn once however many ask for it. */
function drawInTurn(key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
  const running = inFlight.get(key);
  if (running) return running;
  if (waiting >= MAX_WAITING) return Promise.reject(new ShareImageBusy());
  waiting++;
  const work = queue.then(draw).finally(() => {
    waiting--;
    inFlight.delete(key);
  });
  queue = work.catch(() => undefined);
  inFlight.set(key, work);
  return work;
}

async function draw(ctx: ShareImageContext, page: PageRow, inputs: ShareImageInputs, log: (error: unknown) => void): Promise<Buffer> {
  let photo: string | null = null;
  try {
    photo = await readPhoto(ctx, page);
  } catch (error) {
    log(error);
  }
  try {
    return await drawShareImage(inputs, photo);
  } catch (error) {
    // A photo satori or resvg cannot take: the card without it.
    if (!photo) throw error;
    log(error);
    return drawShareImage(inputs, null);
  }
}

/**
 * The share image of a page (issue 38, decision 981): the one kept in the database while its
 * title, bio, photo and theme are those it was drawn from, else drawn now and kept for every
 * instance. Answers the PNG and the hash of its inputs (its ETag).
 */
export async function getShareImage(ctx: ShareImageContext, page: PageRow, log: (error: unknown) => void): Promise<{ png: Buffer; hash: string }> {
  const inputs = shareImageInputs(page);
  const hash = createHash('sha256').update(JSON.stringify(inputs)).digest('base64url').slice(0, 32);
  const [kept] = await ctx.db.select().from(shareImages).where(eq(shareImages.pageId, page.id));
  if (kept?.inputsHash === hash) return { png: kept.png, hash };
  const png = await drawInTurn(`${page.id} ${hash}`, () => draw(ctx, page, inputs, log));
  try {
    await ctx.db
      .insert(shareImages)
      .values({ pageId: page.id, inputsHash: hash, png })
      .onConflictDoUpdate({ target: shareImages.pageId, set: { inputsHash: hash, png, createdAt: new Date() } });
  } catch (error) {
    // The page was deleted meanwhile: this answer still gets its image.
    log(error);
  }
  return { png, hash };
}
