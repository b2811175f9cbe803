import pLimit, { type LimitFunction } from 'p-limit';
import sharp from 'sharp';

/**
 * Image work apart from everything else (decision 853). Re-encoding runs in sharp on libuv's
 * thread pool, which argon2 (sign-in) and the file system share: eight large animations at once
 * held all four threads and a sign-in waited ten seconds. So:
 *  - one image at a time in the whole process (a queue), each with one libvips thread, which
 *    leaves threads and the second core to sign-ins and to everything else;
 *  - at most `perAccount` uploads of one account in progress at a time (from before the body is
 *    read until the image is stored), the rest refused at once;
 *  - at most `maxWaiting` images waiting in the queue, the rest refused (each holds its bytes).
 * Per process: each server bounds the work of its own CPU.
 */
export interface ImageWorkOptions {
  concurrency: number;
  perAccount: number;
  maxWaiting: number;
}

export const DEFAULT_IMAGE_WORK: ImageWorkOptions = { concurrency: 1, perAccount: 2, maxWaiting: 16 };

export class ImageWorkBusy extends Error {
  constructor(
    readonly reason: 'account' | 'server',
    /** The account's places, for the message. */
    readonly places = 0,
  ) {
    super(reason);
    this.name = 'ImageWorkBusy';
  }
}

sharp.concurrency(1);

export class ImageWork {
  private readonly limit: LimitFunction;
  private readonly inProgress = new Map<string, number>();

  constructor(private readonly options: ImageWorkOptions = DEFAULT_IMAGE_WORK) {
    this.limit = pLimit(options.concurrency);
  }

  /**
   * Takes one of the account's places for an upload; throws `ImageWorkBusy('account')` when all
   * are taken. The returned function gives it back (safe to call more than once).
   */
  enter(ownerId: string): () => void {
    const current = this.inProgress.get(ownerId) ?? 0;
    if (current >= this.options.perAccount) throw new ImageWorkBusy('account', this.options.perAccount);
    this.inProgress.set(ownerId, current + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.inProgress.get(ownerId) ?? 1) - 1;
      if (left > 0) this.inProgress.set(ownerId, left);
      else this.inProgress.delete(ownerId);
    };
  }

  /** Places of the account taken now. */
  taken(ownerId: string): number {
    return this.inProgress.get(ownerId) ?? 0;
  }

  /** Runs `work` when its turn in the queue comes; throws `ImageWorkBusy('server')` when the queue is full. */
  run<T>(work: () => Promise<T>): Promise<T> {
    if (this.limit.pendingCount >= this.options.maxWaiting) return Promise.reject(new ImageWorkBusy('server'));
    return this.limit(work);
  }
}
