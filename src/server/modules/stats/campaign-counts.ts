import { type SQL, sql } from 'drizzle-orm';
import { STATS_OTHER, STATS_TOP } from '@shared/schemas/stats';
import type { Executor } from '../../db/client';

/**
 * What the raw hits of one page in [from, to) add to 'Campañas' (decision 1003), per local day of
 * `zone` and (source, medium, campaign) of tagged views: rows of (day, source, medium, campaign,
 * views, visitors, clicks), for the rollup to add to stats_campaign_days and for the statistics to
 * add to what is rolled up.
 *
 * - views: the tagged views in [from, to).
 * - visitors: the day's distinct hashes up to `to` less those before `from` (already counted), so
 *   that a day rolled up hour by hour counts each visitor once, as the page's visitors.
 * - clicks: a click in [from, to) belongs to the visit it came from, the latest view of the page
 *   with the same visitor hash before it (same page, address and browser, same local day of the
 *   owner: the salt is the local day's, decision 1011): counted
 *   when that view was tagged.
 */
export function campaignCounts(pageId: number, zone: string, from: string, to: string): SQL {
  const day = sql`(e.ts at time zone ${zone})::date`;
  const start = sql`${from}::timestamptz`;
  const end = sql`${to}::timestamptz`;
  // The local day of `from` from its start: its earlier visitors, and the views its hashes can match.
  const dayStart = sql`((${start} at time zone ${zone})::date::timestamp at time zone ${zone})`;
  return sql`
    with tagged_views as (
      select ${day} as day, e.source, coalesce(e.medium, '') as medium, coalesce(e.campaign, '') as campaign,
        count(*) filter (where e.ts >= ${start}) as views,
        count(distinct e.visitor) - count(distinct e.visitor) filter (where e.ts < ${start}) as visitors
      from stats_events e
      where e.page_id = ${pageId} and e.kind = 1 and e.tagged and e.ts >= ${dayStart} and e.ts < ${end}
      group by 1, 2, 3, 4
    ), visits as (
      -- The page's views and clicks of the visitors who clicked, each numbered by the visitor's views so far.
      select e.ts, e.kind, e.visitor, e.tagged, e.source, e.medium, e.campaign,
        count(*) filter (where e.kind = 1) over (partition by e.visitor order by e.ts, e.kind rows unbounded preceding) as visit
      from stats_events e
      where e.page_id = ${pageId} and e.kind in (1, 2) and e.ts >= ${dayStart} and e.ts < ${end}
        and e.visitor in (select c.visitor from stats_events c where c.page_id = ${pageId} and c.kind = 2 and c.ts >= ${start} and c.ts < ${end})
    ), attributed as (
      -- Each row takes its visit's first row: the view that began it (a visit's number counts views).
      select a.ts, a.kind, a.visit, first_value(a.tagged) over visit_rows as tagged, first_value(a.source) over visit_rows as source,
        first_value(a.medium) over visit_rows as medium, first_value(a.campaign) over visit_rows as campaign
      from visits a
      window visit_rows as (partition by a.visitor, a.visit order by a.ts, a.kind)
    ), clicks as (
      select (c.ts at time zone ${zone})::date as day, c.source, coalesce(c.medium, '') as medium, coalesce(c.campaign, '') as campaign,
        count(*) as clicks
      from attributed c
      where c.kind = 2 and c.ts >= ${start} and c.visit > 0 and c.tagged
      group by 1, 2, 3, 4
    )
    select day, source, medium, campaign, coalesce(tagged_views.views, 0)::int as views,
      coalesce(tagged_views.visitors, 0)::int as visitors, coalesce(clicks.clicks, 0)::int as clicks
    from tagged_views full join clicks using (day, source, medium, campaign)
    where coalesce(tagged_views.views, 0) > 0 or coalesce(clicks.clicks, 0) > 0`;
}

/** Adds one page's raw hits in [from, to) to stats_campaign_days (the rollup's transaction). */
export async function rollUpCampaigns(tx: Executor, pageId: number, zone: string, from: string, to: string): Promise<void> {
  await tx.execute(sql`
    insert into stats_campaign_days (page_id, day, source, medium, campaign, views, visitors, clicks)
    select ${pageId}, added.day, added.source, added.medium, added.campaign, added.views, added.visitors, added.clicks
    from (${campaignCounts(pageId, zone, from, to)}) added
    on conflict (page_id, day, source, medium, campaign) do update set
      views = stats_campaign_days.views + excluded.views,
      visitors = stats_campaign_days.visitors + excluded.visitors,
      clicks = stats_campaign_days.clicks + excluded.clicks`);
}

/** A closing day keeps its top 50 combinations by views; the others fold into ('Otros', '', ''), as the dimensions do. */
export async function closeCampaignDays(tx: Executor, pageId: number, days: SQL): Promise<void> {
  await tx.execute(sql`
    with ranked as (
      select r.day, r.source, r.medium, r.campaign,
        row_number() over (partition by r.day order by r.views desc, r.clicks desc, r.source, r.medium, r.campaign) as rank
      from stats_campaign_days r
      where r.page_id = ${pageId} and r.day in ${days} and not (r.source = ${STATS_OTHER} and r.medium = '' and r.campaign = '')
    ), folded as (
      delete from stats_campaign_days r using ranked
      where r.page_id = ${pageId} and r.day = ranked.day and r.source = ranked.source and r.medium = ranked.medium
        and r.campaign = ranked.campaign and ranked.rank > ${STATS_TOP}
      returning r.day, r.views, r.visitors, r.clicks
    )
    insert into stats_campaign_days (page_id, day, source, medium, campaign, views, visitors, clicks)
    select ${pageId}, folded.day, ${STATS_OTHER}, '', '', sum(folded.views)::int, sum(folded.visitors)::int, sum(folded.clicks)::int
    from folded group by folded.day
    on conflict (page_id, day, source, medium, campaign) do update set
      views = stats_campaign_days.views + excluded.views,
      visitors = stats_campaign_days.visitors + excluded.visitors,
      clicks = stats_campaign_days.clicks + excluded.clicks`);
}
