import sharp from 'sharp';

/**
 * Image work apart from everything else (decision 853). Re-encoding runs in sharp on libuv's
 * thread pool, which argon2 (sign-in) and the file system share: eight large animations at once
 * held all four threads and a sign-in waited ten seconds. So:
 *  - one image at a time in the whole process (a queue), each with one libvips thread, which
 *    leaves threads and the second core to sign-ins and to everything else;
 *  - the queue is fair per account (issue 33 N-5, decision 866): at most one image of an account
 *    waits (a second is refused at once), and accounts are served in turns: when an image is
 *    done, the next one comes from another account when one waits;
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

const DEFAULT_IMAGE_WORK: ImageWorkOptions = { concurrency: 1, perAccount: 2, maxWaiting: 16 };

export class ImageWorkBusy extends Error {
  constructor(
    /** 'account': all its places taken; 'waiting': it already has an image waiting; 'server': the queue is full. */
    readonly reason: 'account' | 'waiting' | 'server',
    /** The account's places, for the message. */
    readonly places = 0,
  ) {
    super(reason);
    this.name = 'ImageWorkBusy';
  }
}

sharp.concurrency(1);

interface Waiting {
  ownerId: string;
  start: () => void;
}

/** Images decoding to at most this many megabytes (about 2 megapixels) take the small images' lane (decision 866). */
export const SMALL_IMAGE_MB = 8;

/** One lane: `concurrency` images at a time, accounts served in turns. */
class FairLane {
  readonly waiting: Waiting[] = [];
  private running = 0;
  /** The account whose image finished last: the next turn goes to another when one waits. */
  private lastServed: string | null = null;

  constructor(private readonly concurrency: number) {}

  run<T>(ownerId: string, work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        this.running++;
        work()
          .then(resolve, reject)
          .finally(() => {
            this.running--;
            this.lastServed = ownerId;
            this.next();
          });
      };
      this.waiting.push({ ownerId, start });
      this.next();
    });
  }

  /** Starts waiting images while there is room: first the longest waiting of another account than the last served. */
  private next(): void {
    while (this.running < this.concurrency && this.waiting.length > 0) {
      const other = this.waiting.findIndex((entry) => entry.ownerId !== this.lastServed);
      const [entry] = this.waiting.splice(other === -1 ? 0 : other, 1);
      entry?.start();
    }
  }
}

export class ImageWork {
  private readonly inProgress = new Map<string, number>();
  private readonly large: FairLane;
  /** Small images never wait behind a large one: a lane of their own, one at a time (decision 866). */
  private readonly small = new FairLane(1);

  constructor(private readonly options: ImageWorkOptions = DEFAULT_IMAGE_WORK) {
    this.large = new FairLane(options.concurrency);
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

  /** Images waiting for their turn now. */
  get waitingCount(): number {
    return this.large.waiting.length + this.small.waiting.length;
  }

  /**
   * Runs the account's `work` when its turn comes, in the small images' lane when it decodes to
   * at most `SMALL_IMAGE_MB` (`decodedMb`), in the large one otherwise; throws
   * `ImageWorkBusy('waiting')` when the account already has an image waiting and
   * `ImageWorkBusy('server')` when the queue is full.
   */
  run<T>(ownerId: string, work: () => Promise<T>, decodedMb = Number.POSITIVE_INFINITY): Promise<T> {
    const waiting = [...this.large.waiting, ...this.small.waiting];
    if (waiting.some((entry) => entry.ownerId === ownerId)) return Promise.reject(new ImageWorkBusy('waiting'));
    if (waiting.length >= this.options.maxWaiting) return Promise.reject(new ImageWorkBusy('server'));
    return (decodedMb <= SMALL_IMAGE_MB ? this.small : this.large).run(ownerId, work);
  }
}
