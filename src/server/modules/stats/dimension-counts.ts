import { type SQL, sql } from 'drizzle-orm';

/**
 * The columns of stats_events that are dimensions, by their name in stats_dimension_days; utm_campaign
 * is counted with its source and medium in stats_campaign_days instead (decision 1003).
 */
export const DIMENSIONS = ['source', 'medium', 'country', 'device', 'browser', 'os'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/**
 * Views per dimension value of the raw views `e` matching `where`, one pass with GROUPING SETS:
 * rows of ([day,] dimension, value, views), null values (no utm_medium) left out.
 */
export function dimensionCounts(where: SQL, day?: SQL): SQL {
  const column = (name: Dimension) => sql.raw(`e.${name}`);
  const dimension = sql.join(
    [sql`case`, ...DIMENSIONS.slice(0, -1).map((name) => sql`when grouping(${column(name)}) = 0 then ${name}`), sql`else 'os' end`],
    sql` `,
  );
  const sets = sql.join(
    DIMENSIONS.map((name) => (day ? sql`(1, ${column(name)})` : sql`(${column(name)})`)),
    sql`, `,
  );
  return sql`select * from (
      select ${day ? sql`${day} as day, ` : sql``}${dimension} as dimension, coalesce(${sql.join(DIMENSIONS.map(column), sql`, `)}) as value, count(*)::int as views
      from stats_events e where ${where} and e.kind = 1
      group by grouping sets (${sets})
    ) counted where counted.value is not null`;
}
