import { createHmac, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';
import { utcDay } from '@shared/days';

const DAY_MS = 86_400_000;

/**
 * A visitor (decision 714): HMAC-SHA256 under the day's salt of `IP NUL user agent NUL page id`,
 * its first 8 bytes as a signed 64-bit integer. Without the salt, deleted after two days, a hash
 * can no longer be tied to an address.
 */
export function visitorHash(saltHex: string, ip: string, userAgent: string, pageId: number): bigint {
  return createHmac('sha256', Buffer.from(saltHex, 'hex')).update(`${ip}\0${userAgent}\0${pageId}`).digest().readBigInt64BE(0);
}

/**
 * The salts of UTC days, one random salt per day in stats_salts so that every instance hashes
 * alike; today's and yesterday's are kept, older ones deleted. A salt never changes once stored,
 * so each process remembers the two it uses.
 */
export class VisitorSalts {
  private readonly salts = new Map<string, Promise<string>>();

  constructor(private readonly db: Database) {}

  /** The day's salt, in hex. */
  saltOf(day: string): Promise<string> {
    let salt = this.salts.get(day);
    if (!salt) {
      salt = this.load(day);
      salt.catch(() => this.salts.delete(day));
      this.salts.set(day, salt);
      for (const known of this.salts.keys()) if (Date.parse(day) - Date.parse(known) > DAY_MS) this.salts.delete(known);
    }
    return salt;
  }

  private async load(day: string): Promise<string> {
    // 16 random bytes, kept as hex.
    const fresh = randomBytes(16).toString('hex');
    await this.db.execute(sql`insert into stats_salts (day, salt) values (${day}, ${fresh}) on conflict (day) do nothing`);
    const [row] = await queryRows<{ salt: string }>(this.db, sql`select salt from stats_salts where day = ${day}`);
    await this.db.execute(sql`delete from stats_salts where day < ${utcDay(Date.parse(day) - DAY_MS)}`);
    if (!row) throw new Error(`No visitor salt for ${day}`);
    return row.salt;
  }
}
