import { createHmac, hash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import siphash24 from 'siphash24';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';

const DAY_MS = 86_400_000;
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** A day's salt: 16 random bytes (SipHash-2-4's key, decision 708), kept as hex. */
export const SALT_BYTES = siphash24.KEYBYTES;

/** The salts made before decision 708: 48 bytes (decision 707) and 32 bytes (decision 700), in hex. */
const SHA256_SALT_DIGITS = 96;
const HMAC_SALT_DIGITS = 64;

/**
 * The visitor's digest under the salt of its UTC day: a keyed hash of `IP NUL user agent NUL page
 * id` (UTF-8), of which the first 8 bytes, big-endian, are the stored int8. Since decision 708 it is
 * SipHash-2-4's 8 bytes under the day's 16-byte salt: a pseudorandom function made for short
 * inputs, in WebAssembly, at a third of the cost of a native SHA-256 call (mostly the call's own).
 * A day whose salt was made before keeps its scheme, so that its visitors keep one hash all day
 * across an upgrade: SHA-256 of the salt's digits and the text (48 bytes, decision 707),
 * HMAC-SHA256 (32 bytes, decision 700).
 */
export function visitorDigest(saltHex: string, ip: string, userAgent: string, pageId: number): Uint8Array {
  if (saltHex.length === SALT_BYTES * 2) return sipDigest(saltHex, ip, userAgent, pageId).slice();
  const text = `${ip}\0${userAgent}\0${pageId}`;
  if (saltHex.length === SHA256_SALT_DIGITS) return hash('sha256', saltHex + text, 'buffer');
  if (saltHex.length === HMAC_SALT_DIGITS) return createHmac('sha256', saltBytes(saltHex)).update(text).digest();
  throw new Error(`A visitor salt of ${saltHex.length} hex digits`);
}

/** The last salt's bytes: a batch's hits share their day's salt, decoded once, not per hit. */
let lastSalt = { hex: '', bytes: Buffer.alloc(0) };
function saltBytes(saltHex: string): Buffer {
  if (lastSalt.hex !== saltHex) lastSalt = { hex: saltHex, bytes: Buffer.from(saltHex, 'hex') };
  return lastSalt.bytes;
}

/**
 * The text hashed and the digest, in buffers kept for the next hit: a hash costs no allocation
 * (about a quarter of its time was making a Buffer of the text and the digest's array).
 */
let hashed = Buffer.allocUnsafe(1024);
const digest = new Uint8Array(siphash24.BYTES);
const digestView = new DataView(digest.buffer);

/** SipHash-2-4 of `IP NUL user agent NUL page id` under the salt, into `digest` (overwritten by the next call). */
function sipDigest(saltHex: string, ip: string, userAgent: string, pageId: number): Uint8Array {
  // UTF-8 takes at most 3 bytes per UTF-16 unit; a page id is at most 16 digits.
  const most = 3 * (ip.length + userAgent.length) + 18;
  if (hashed.length < most) hashed = Buffer.allocUnsafe(most * 2);
  let end = hashed.write(ip, 0);
  hashed[end++] = 0;
  end += hashed.write(userAgent, end);
  hashed[end++] = 0;
  end += hashed.write(String(pageId), end, 'latin1');
  return siphash24(hashed.subarray(0, end), saltBytes(saltHex), digest, true);
}

/** The first 8 bytes of the visitor's digest, as a signed 64-bit integer. */
export function visitorHash(saltHex: string, ip: string, userAgent: string, pageId: number): bigint {
  if (saltHex.length === SALT_BYTES * 2) {
    sipDigest(saltHex, ip, userAgent, pageId);
    return digestView.getBigInt64(0);
  }
  const older = visitorDigest(saltHex, ip, userAgent, pageId);
  return new DataView(older.buffer, older.byteOffset, 8).getBigInt64(0);
}

/**
 * Daily visitors (decisions 700, 707, 708): 8 bytes of a keyed hash (SipHash-2-4) of (IP, user
 * agent, page id) under the salt of the UTC day. The salt is random, one per UTC day, in the
 * database so that every instance hashes alike; today's and yesterday's are kept, older ones
 * deleted, after which no hash can be tied to an address again. The IP and user agent are used here
 * (or in the statistics worker, in memory) and dropped.
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
