import { createHmac, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';
import { addDays } from '@shared/days';

/**
 * A visitor (decision 714): the first 8 bytes of HMAC-SHA256(day's salt, `IP NUL user agent NUL page id`).
 * Once the salt is deleted (after two days) a hash can no longer be tied to an address.
 */
export function visitorHash(saltHex: string, ip: string, userAgent: string, pageId: number): bigint {
  return createHmac('sha256', Buffer.from(saltHex, 'hex')).update(`${ip}\0${userAgent}\0${pageId}`).digest().readBigInt64BE(0);
}

/**
 * One random salt per UTC day in stats_salts, so every instance hashes alike; today's and yesterday's
 * are kept. A stored salt never changes, so each process remembers the two it uses.
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
      for (const known of this.salts.keys()) if (known < addDays(day, -1)) this.salts.delete(known);
    }
    return salt;
  }

  private async load(day: string): Promise<string> {
    const fresh = randomBytes(16).toString('hex');
    await this.db.execute(sql`insert into stats_salts (day, salt) values (${day}, ${fresh}) on conflict (day) do nothing`);
    const [row] = await queryRows<{ salt: string }>(this.db, sql`select salt from stats_salts where day = ${day}`);
    await this.db.execute(sql`delete from stats_salts where day < ${addDays(day, -1)}`);
    if (!row) throw new Error(`No visitor salt for ${day}`);
    return row.salt;
  }
}
