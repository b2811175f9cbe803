/**
 * When blocks and pages show (issue 36, decision 960): a block's window (`visibleFrom`,
 * `visibleUntil`), a page's status and publish date, and a page's redirect window. A window starts
 * at its start (included) and ends at its end (excluded); a missing edge is open.
 */
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
