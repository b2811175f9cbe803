import { daysBetween, isDay } from '../days';
import { z } from '../zod';

/**
 * Statistics of a page (issue 15): the contract between the server and the 'Estadísticas' tab
 * (and any other client). Decision 700 tells how views, clicks and visitors are counted.
 *
 * GET    /api/pages/{id}/stats?from=YYYY-MM-DD&to=YYYY-MM-DD   -> StatsResponse (owner only, else 404)
 * GET    /api/pages/{id}/stats/now                             -> StatsNowResponse, 'Ahora': the last 30 minutes per minute
 * GET    /api/pages/{id}/stats.csv?from=...&to=...             -> text/csv: days (a column per block and social profile), then campaigns
 * DELETE /api/pages/{id}/stats                                 -> 204, the page's statistics are gone
 * DELETE /api/pages/{id}/stats/items/{itemId}                  -> 204, one block's clicks are gone
 * PUT    /api/pages/{id}/stats/goals/{itemId}                  -> 204, the block's clicks count as a goal
 * DELETE /api/pages/{id}/stats/goals/{itemId}                  -> 204, they no longer do
 * GET    /api/stats/exclude-me                                 -> ExcludeMe (is this browser left out?)
 * PUT    /api/stats/exclude-me                                 -> ExcludeMe, sets the cookie below
 * DELETE /api/stats/exclude-me                                 -> ExcludeMe, clears it
 * GET    /api/account/time-zone                                -> AccountTimeZone
 * PUT    /api/account/time-zone   body AccountTimeZoneUpdate   -> AccountTimeZone
 * All of them need a signed-in caller (Authorization: Bearer ...).
 */

/** A day in the owner's time zone. */
const STATS_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The longest range one request may ask for (no 90-day cap: ten years). */
const STATS_MAX_DAYS = 3660;

/** Top lists keep this many names per day and page; the rest are summed under STATS_OTHER. */
export const STATS_TOP = 50;
export const STATS_OTHER = 'Otros';
/** A view whose source is neither UTM, an in-app browser nor a referrer. */
export const STATS_DIRECT = 'Directo';
/** Country code when neither the proxy nor GEOIP_DB told it. */
export const STATS_UNKNOWN_COUNTRY = 'ZZ';

/**
 * The first-party cookie of the "no contar mis visitas" switch: while a browser sends it, its views
 * and clicks of any page of this server are not counted (they count as neither views nor bots).
 * HttpOnly, so the tab reads it through GET /api/stats/exclude-me.
 */
export const EXCLUDE_ME_COOKIE = 'linkhub_no_contar';
export const EXCLUDE_ME_PATH = '/api/stats/exclude-me';

const STATS_MESSAGES = {
  day: 'Las fechas deben tener el formato AAAA-MM-DD y existir.',
  order: 'La fecha de inicio no puede ser posterior a la de fin.',
  span: `El intervalo no puede superar ${STATS_MAX_DAYS} días.`,
  timeZone: 'Zona horaria no válida. Usa un nombre IANA como Europe/Madrid.',
} as const;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is refused). */
function isStatsDay(value: string): boolean {
  return STATS_DAY.test(value) && isDay(value);
}

/** Days from `from` to `to`, both included (1 when equal). */
export function statsSpan(from: string, to: string): number {
  return daysBetween(from, to);
}

const day = z.string({ message: STATS_MESSAGES.day }).refine(isStatsDay, { message: STATS_MESSAGES.day });

/** The query of GET /api/pages/{id}/stats and /stats.csv: both days included, in the owner's zone. */
export const statsQuerySchema = z
  .object({ from: day, to: day })
  .refine((range) => range.from <= range.to, { message: STATS_MESSAGES.order, path: ['from'] })
  .refine((range) => statsSpan(range.from, range.to) <= STATS_MAX_DAYS, { message: STATS_MESSAGES.span, path: ['to'] });
export type StatsQuery = z.infer<typeof statsQuerySchema>;

const count = z.number().int().nonnegative();
/** clicks / views as a fraction (0.25), 0 when there were no views. */
const ratio = z.number().nonnegative();
const named = z.object({ name: z.string(), views: count });

const statsDaySchema = z.object({
  day: z.string(),
  views: count,
  /** Daily unique visitors (a salted hash that changes with the owner's local day, decision 1011). */
  visitors: count,
  clicks: count,
  /** Hits refused by the filters that day (bots, link previews, prefetches, HEAD). */
  bots: count,
});

const totalsSchema = z.object({
  views: count,
  /** The sum of daily visitors over the range, not unique people over the range. */
  visitors: count,
  clicks: count,
  ctr: ratio,
});

/** Decision 1000: a block's views are the page's views on the days it was on the page. */
const statsBlockSchema = z.object({
  itemId: z.number().int(),
  /** No longer on the page: listed apart ('Bloques eliminados'). */
  deleted: z.boolean(),
  views: count,
  clicks: count,
  /** clicks / the block's own views. */
  ctr: ratio,
  /** Clicks per day, aligned with `days` (the sparkline). */
  series: z.array(count),
  /** Clicks per target where the block has several (contact card: 'website', 'linkedin', 'maps'); '' is the main one. */
  targets: z.array(z.object({ suffix: z.string(), clicks: count })),
});

const statsSocialSchema = z.object({
  network: z.string(),
  /** The profile's address when clicked; null for clicks counted before profiles were kept apart. */
  profile: z.string().nullable(),
  clicks: count,
  /** Clicks per day, aligned with `days`. */
  series: z.array(count),
});

/**
 * What a goal counts (issue 42, decision 1005): a contact card's vCard downloaded, a PDF block's
 * download, a sign-up, a right code, a passed 'Contenido sensible' gate, or a click on a block the
 * owner marked ('Marcar como objetivo').
 */
export const STATS_GOAL_KINDS = ['vcard', 'pdf', 'signup', 'unlock', 'gate', 'click'] as const;
export type StatsGoalKind = (typeof STATS_GOAL_KINDS)[number];
/** Each goal's name in the tab and the CSV. */
export const STATS_GOAL_LABELS: Record<StatsGoalKind, string> = {
  vcard: 'Descargas de vCard',
  pdf: 'Descargas de PDF',
  signup: 'Suscripciones por correo',
  unlock: 'Desbloqueos con código',
  gate: 'Avisos de contenido superados',
  click: 'Clics en bloque',
};

const statsGoalSchema = z.object({
  kind: z.enum(STATS_GOAL_KINDS),
  /** The block it belongs to; 0 is the page itself (its own code or gate). */
  itemId: z.number().int().nonnegative(),
  count,
  /** 'Tasa de conversión': count / totals.visitors (0 without visitors; over 1 when visitors convert twice). */
  rate: ratio,
  /** Per day, aligned with `days`. */
  series: z.array(count),
});
export type StatsGoal = z.infer<typeof statsGoalSchema>;

/**
 * One combination of a campaign's tags (issue 42, decision 1003): utm_source (else the source the
 * view had), utm_medium and utm_campaign ('' when not given).
 */
const statsCampaignSchema = z.object({
  source: z.string(),
  medium: z.string(),
  campaign: z.string(),
  /** Views whose address carried any of utm_source, utm_medium, utm_campaign. */
  views: count,
  /** Daily visitors summed over the range, as totals.visitors. */
  visitors: count,
  /** Clicks of the visits these views began (the same visitor's latest view before the click). */
  clicks: count,
});

export const statsResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The IANA zone the days are in (the account's, 'UTC' until one is saved). */
  timeZone: z.string(),
  totals: totalsSchema,
  /** Every day of the range in order, days without visits included. */
  days: z.array(statsDaySchema),
  /**
   * The period of the same length just before (issue 42, decision 1001): [from - N days, from - 1],
   * read the same way; its days align with `days` by position.
   */
  previous: z.object({ from: z.string(), to: z.string(), totals: totalsSchema, days: z.array(statsDaySchema) }),
  /**
   * Every block with something to click that was on the page in the range, clicked or not, and every
   * block clicked in it (a deleted one too, `deleted`); most clicked first.
   */
  blocks: z.array(statsBlockSchema),
  /**
   * Clicks on the page's social icons (through /go/page/{id}/social/{n}) per profile, most clicked
   * first; in totals.clicks. Two profiles of one network are two rows (decision 702).
   */
  social: z.array(statsSocialSchema),
  /** Views per source: utm_source, the in-app browser, the referrer's site, or 'Directo'. */
  sources: z.array(named),
  mediums: z.array(named),
  /** 'Campañas': most viewed first, the top 50 and then 'Otros' (source 'Otros', medium and campaign ''). */
  campaigns: z.array(statsCampaignSchema),
  /** ISO 3166 alpha-2; 'ZZ' unknown; 'Otros' past the top 50. */
  countries: z.array(z.object({ code: z.string(), views: count })),
  /** 'Móvil', 'Tableta', 'Ordenador', 'Otro'. */
  devices: z.array(named),
  browsers: z.array(named),
  os: z.array(named),
  /**
   * Goals with a count in the range, and every block marked as a goal (0 included), most reached first
   * (issue 42, decision 1005).
   */
  goals: z.array(statsGoalSchema),
  /** Hits refused by the filters over the range. */
  bots: count,
  /** The credit the GEOIP_DB file's licence asks for ('IP Geolocation by DB-IP'), or null. */
  geoCredit: z.string().nullable(),
});
export type StatsResponse = z.infer<typeof statsResponseSchema>;

/** 'Ahora' covers the current minute and the 29 before it (issue 42). */
export const STATS_NOW_MINUTES = 30;

const statsMinuteSchema = z.object({
  /** The minute's first instant (ISO 8601, UTC). */
  at: z.string(),
  views: count,
  /** Distinct visitors in that minute. */
  visitors: count,
});

/** GET /api/pages/{id}/stats/now: views and visitors of the last 30 minutes, read from the raw hits. */
export const statsNowResponseSchema = z.object({
  /** The window [from, to): the first minute's start and the current minute's end (ISO 8601). */
  from: z.string(),
  to: z.string(),
  views: count,
  /** Distinct visitors over the whole window (not the sum of the minutes). */
  visitors: count,
  /** STATS_NOW_MINUTES minutes, oldest first, minutes without visits included. */
  minutes: z.array(statsMinuteSchema),
});
export type StatsNowResponse = z.infer<typeof statsNowResponseSchema>;
export type StatsMinute = z.infer<typeof statsMinuteSchema>;
export type StatsDay = z.infer<typeof statsDaySchema>;
export type StatsBlock = z.infer<typeof statsBlockSchema>;
export type StatsTotals = z.infer<typeof totalsSchema>;
export type StatsCampaign = z.infer<typeof statsCampaignSchema>;

export const excludeMeSchema = z.object({ excluded: z.boolean() });
export type ExcludeMe = z.infer<typeof excludeMeSchema>;

let zones: Set<string> | null = null;

/** An IANA zone name this runtime knows (Intl.supportedValuesOf, plus 'UTC' and aliases it accepts). */
function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  zones ??= new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);
  if (zones.has(value)) return true;
  // Aliases such as 'Asia/Calcutta' that a browser may report: accepted when the runtime knows them.
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const timeZoneSchema = z.string({ message: STATS_MESSAGES.timeZone }).refine(isTimeZone, { message: STATS_MESSAGES.timeZone });

/** GET /api/account/time-zone: null until one is saved (the tab then saves the browser's own). */
export const accountTimeZoneSchema = z.object({ timeZone: z.string().nullable() });
export type AccountTimeZone = z.infer<typeof accountTimeZoneSchema>;
export const accountTimeZoneUpdateSchema = z.object({ timeZone: timeZoneSchema });
