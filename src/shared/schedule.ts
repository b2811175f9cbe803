/**
 * When blocks and pages show (issue 36, decision 960): a block's window (`visibleFrom`,
 * `visibleUntil`), a page's status and publish date, and a page's redirect window. A window starts
 * at its start (included) and ends at its end (excluded); a missing edge is open.
 */
/** The editor's word for a block with a schedule (its card and its preview). */
export const SCHEDULED_LABEL = 'Programado';

export const PAGE_STATUSES = ['published', 'draft'] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];

/** In its window `/view/{slug}` answers 307 to the link block's counted /go link (decision 962). */
export interface PageRedirect {
  itemId: number;
  from: string | null;
  until: string | null;
}

type Instant = Date | string | null | undefined;

function time(value: Instant): number | null {
  if (value === null || value === undefined) return null;
  const ms = (typeof value === 'string' ? new Date(value) : value).getTime();
  return Number.isNaN(ms) ? null : ms;
}

/** Whether `now` lies in the window from `from` (included) to `until` (excluded). */
export function inWindow(from: Instant, until: Instant, now: Date): boolean {
  const start = time(from);
  const end = time(until);
  return (start === null || start <= now.getTime()) && (end === null || now.getTime() < end);
}

/** An end that is not after its start. */
export function endsBeforeStart(from: Instant, until: Instant): boolean {
  const start = time(from);
  const end = time(until);
  return start !== null && end !== null && end <= start;
}

/** Whether a page is public at `now`: published, or a draft whose publish date has come. */
export function isPagePublic(page: { status: PageStatus; publishAt: Instant }, now: Date): boolean {
  if (page.status === 'published') return true;
  const at = time(page.publishAt);
  return at !== null && at <= now.getTime();
}

/** The first of these instants after `now` (when what a visitor sees changes next), or null. */
export function nextChange(instants: readonly Instant[], now: Date): Date | null {
  let next: number | null = null;
  for (const instant of instants) {
    const at = time(instant);
    if (at !== null && at > now.getTime() && (next === null || at < next)) next = at;
  }
  return next === null ? null : new Date(next);
}

/** `YYYY-MM-DDTHH:mm` (an `<input type="datetime-local">` value) of an instant in a time zone. */
export function toZonedInput(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/** The instant (ISO 8601, UTC) a `YYYY-MM-DDTHH:mm` date and time names in a time zone; null if unreadable. */
export function fromZonedInput(local: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  // The zone's offset at that wall time, read twice so a change of offset (summer time) settles.
  let guess = wall;
  for (let i = 0; i < 2; i++) {
    const shown = toZonedInput(new Date(guess).toISOString(), timeZone);
    const [sy, smo, sd, sh, smi] = shown.split(/[-T:]/).map(Number) as [number, number, number, number, number];
    guess = wall - (Date.UTC(sy, smo - 1, sd, sh, smi) - guess);
  }
  return new Date(guess).toISOString();
}
