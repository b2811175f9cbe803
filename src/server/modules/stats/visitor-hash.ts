import { createHmac, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';
import { utcDay } from '@shared/days';

/** The westernmost zones (UTC-12) end a day 12 hours after UTC does: its salt is kept until then. */
const LAST_ZONE_LAG_MS = 12 * 3_600_000;

/**
 * A visitor (decision 714): the first 8 bytes of HMAC-SHA256(day's salt, `IP NUL user agent NUL page id`).
 * Once the salt is deleted a hash can no longer be tied to an address.
 */
export function visitorHash(saltHex: string, ip: string, userAgent: string, pageId: number): bigint {
  return createHmac('sha256', Buffer.from(saltHex, 'hex')).update(`${ip}\0${userAgent}\0${pageId}`).digest().readBigInt64BE(0);
}

/**
 * The local day of instants in owners' zones, for one batch: a formatter per zone ('UTC' for a zone
 * the runtime does not know).
 */
export function localDays(): (time: number, zone: string) => string {
  const formats = new Map<string, Intl.DateTimeFormat>();
  return (time, zone) => {
    let format = formats.get(zone);
    if (!format) {
      const options = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
      try {
        format = new Intl.DateTimeFormat('en-CA', { ...options, timeZone: zone });
      } catch {
        format = new Intl.DateTimeFormat('en-CA', { ...options, timeZone: 'UTC' });
      }
      formats.set(zone, format);
    }
    // en-CA writes YYYY-MM-DD.
    return format.format(time);
  };
}

/** The oldest day whose salt may still be used at `time`: a local day is over everywhere 12 h after its UTC end. */
function oldestSaltDay(time: number): string {
  return utcDay(time - LAST_ZONE_LAG_MS);
}

/**
 * One random salt per calendar day in stats_salts, so every instance hashes alike (decision 1011):
 * a hit takes the salt of its LOCAL day in the page owner's zone, so a visitor across UTC midnight
 * keeps one hash for the owner's whole day. Zones share a day's salt; it is deleted once that day
 * has ended in every zone. A stored salt never changes, so each process remembers the few it uses.
 */
export class VisitorSalts {
  private readonly salts = new Map<string, Promise<string>>();

  constructor(private readonly db: Database) {}

  /** The salt of local day `day`, in hex, for a hit at `time` (ms). */
  saltOf(day: string, time: number): Promise<string> {
    let salt = this.salts.get(day);
    if (!salt) {
      const oldest = oldestSaltDay(time);
      salt = this.load(day, oldest);
      salt.catch(() => this.salts.delete(day));
      this.salts.set(day, salt);
      for (const known of this.salts.keys()) if (known < oldest) this.salts.delete(known);
    }
    return salt;
  }

  private async load(day: string, oldest: string): Promise<string> {
    const fresh = randomBytes(16).toString('hex');
    await this.db.execute(sql`insert into stats_salts (day, salt) values (${day}, ${fresh}) on conflict (day) do nothing`);
    const [row] = await queryRows<{ salt: string }>(this.db, sql`select salt from stats_salts where day = ${day}`);
    await this.db.execute(sql`delete from stats_salts where day < ${oldest} and day <> ${day}`);
    if (!row) throw new Error(`No visitor salt for ${day}`);
    return row.salt;
  }
}
