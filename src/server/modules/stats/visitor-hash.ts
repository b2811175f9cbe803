import { createHmac, hash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';

const DAY_MS = 86_400_000;
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** A day's salt: 48 random bytes, kept as hex. */
export const SALT_BYTES = 48;
/** The salts made before decision 707 were 32 bytes (64 hex digits): their days keep HMAC-SHA256. */
const HMAC_SALT_HEX_DIGITS = 64;

/**
 * The visitor's digest under the salt of its UTC day (hex digits): SHA-256 of the salt's digits
 * followed by `IP NUL user agent NUL page id`, one call into the native side (decision 707: half
 * of HMAC's cost, which makes an object and hashes two more blocks). A day whose salt has the old
 * length keeps HMAC-SHA256(salt, the same text), so that its visitors keep one hash all day across
 * an upgrade. The first 8 bytes, big-endian, are the stored int8.
 */
export function visitorDigest(saltHex: string, ip: string, userAgent: string, pageId: number): Buffer {
  const text = `${ip}\0${userAgent}\0${pageId}`;
  if (saltHex.length === HMAC_SALT_HEX_DIGITS) return createHmac('sha256', hmacKey(saltHex)).update(text).digest();
  return hash('sha256', saltHex + text, 'buffer');
}

/** The last HMAC salt's bytes: a batch's hits share their day's salt, decoded once, not per hit. */
let lastHmacKey = { hex: '', bytes: Buffer.alloc(0) };
function hmacKey(saltHex: string): Buffer {
  if (lastHmacKey.hex !== saltHex) lastHmacKey = { hex: saltHex, bytes: Buffer.from(saltHex, 'hex') };
  return lastHmacKey.bytes;
}

/** The first 8 bytes of the visitor's digest, as a signed 64-bit integer. */
export function visitorHash(saltHex: string, ip: string, userAgent: string, pageId: number): bigint {
  return visitorDigest(saltHex, ip, userAgent, pageId).readBigInt64BE(0);
}

/**
 * Daily visitors (decisions 700, 707): the first 8 bytes of a keyed SHA-256 of (IP, user agent,
 * page id) under the salt of the UTC day. The salt is random, one per UTC day, in the database so
 * that every instance hashes alike; today's and yesterday's are kept, older ones deleted, after
 * which no hash can be tied to an address again. The IP and user agent are used here (or in the statistics worker, in memory) and dropped.
 */
export class VisitorHasher {
  private readonly salts = new Map<string, Promise<string>>();

  constructor(private readonly db: Database) {}

  async hash(ip: string, userAgent: string, pageId: number, at: Date): Promise<bigint> {
    return visitorHash(await this.salt(utcDay(at)), ip, userAgent, pageId);
  }

  /** The salts of these UTC days, in hex (for the statistics worker, which hashes whole batches). */
  async saltsOf(days: readonly string[]): Promise<Record<string, string>> {
    const salts: Record<string, string> = {};
    for (const day of days) salts[day] = await this.salt(day);
    return salts;
  }

  /** The day's salt, in hex. */
  private salt(day: string): Promise<string> {
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

  private async load(day: string): Promise<string> {
    const fresh = randomBytes(SALT_BYTES).toString('hex');
    await this.db.execute(sql`insert into stats_salts (day, salt) values (${day}, ${fresh}) on conflict (day) do nothing`);
    const [row] = await queryRows<{ salt: string }>(this.db, sql`select salt from stats_salts where day = ${day}`);
    const yesterday = utcDay(new Date(Date.parse(day) - DAY_MS));
    await this.db.execute(sql`delete from stats_salts where day < ${yesterday}`);
    if (!row) throw new Error(`No visitor salt for ${day}`);
    return row.salt;
  }
}
