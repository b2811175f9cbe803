import { createHmac, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';

const DAY_MS = 86_400_000;
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** HMAC-SHA256(salt, IP, user agent, page id); its first 8 bytes, big-endian, are the stored int8. */
export function visitorDigest(salt: Buffer, ip: string, userAgent: string, pageId: number): Buffer {
  // One update of the joined text: the same digest as one update per part, in one call into the native side.
  return createHmac('sha256', salt).update(`${ip}\0${userAgent}\0${pageId}`).digest();
}

/** The first 8 bytes of HMAC-SHA256(salt, IP, user agent, page id), as a signed 64-bit integer. */
export function visitorHash(salt: Buffer, ip: string, userAgent: string, pageId: number): bigint {
  return visitorDigest(salt, ip, userAgent, pageId).readBigInt64BE(0);
}

/**
 * Daily visitors (decision 700): the first 8 bytes of HMAC-SHA256(salt of the UTC day, IP, user
 * agent, page id). The salt is random, one per UTC day, in the database so that every instance
 * hashes alike; today's and yesterday's are kept, older ones deleted, after which no hash can be
 * tied to an address again. The IP and user agent are used here (or in the statistics worker, in memory) and dropped.
 */
export class VisitorHasher {
  private readonly salts = new Map<string, Promise<Buffer>>();

  constructor(private readonly db: Database) {}

  async hash(ip: string, userAgent: string, pageId: number, at: Date): Promise<bigint> {
    return visitorHash(await this.salt(utcDay(at)), ip, userAgent, pageId);
  }

  /** The salts of these UTC days, in hex (for the statistics worker, which hashes whole batches). */
  async saltsOf(days: readonly string[]): Promise<Record<string, string>> {
    const salts: Record<string, string> = {};
    for (const day of days) salts[day] = (await this.salt(day)).toString('hex');
    return salts;
  }

  private salt(day: string): Promise<Buffer> {
    let salt = this.salts.get(day);
    if (!salt) {
      salt = this.load(day);
      salt.catch(() => this.salts.delete(day));
      this.salts.set(day, salt);
      // Only today's and yesterday's stay in memory too.
      for (const known of this.salts.keys()) if (known < day && Date.parse(day) - Date.parse(known) > DAY_MS) this.salts.delete(known);
    }
    return salt;
  }

  private async load(day: string): Promise<Buffer> {
    const fresh = randomBytes(32).toString('hex');
    await this.db.execute(sql`insert into stats_salts (day, salt) values (${day}, ${fresh}) on conflict (day) do nothing`);
    const [row] = await queryRows<{ salt: string }>(this.db, sql`select salt from stats_salts where day = ${day}`);
    const yesterday = utcDay(new Date(Date.parse(day) - DAY_MS));
    await this.db.execute(sql`delete from stats_salts where day < ${yesterday}`);
    if (!row) throw new Error(`No visitor salt for ${day}`);
    return Buffer.from(row.salt, 'hex');
  }
}
