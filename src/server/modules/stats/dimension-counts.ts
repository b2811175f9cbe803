import { type SQL, sql } from 'drizzle-orm';

/** The columns of stats_events that are dimensions, by their name in stats_dimension_days. */
export const DIMENSIONS = ['source', 'medium', 'campaign', 'country', 'device', 'browser', 'os'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/**
 * Views per dimension value of the raw views `e` matching `where`, with GROUPING SETS (no row
 * multiplied per dimension): rows of (dimension, value, views) and, with `day`, the day first.
 * Values that are null (no utm_medium) are left out. The views are first counted per combination
 * of the seven values (and day), summing the rows' hits (decision 711), one hash lookup a row, and
 * the seven groupings then run over those combinations, which repeat: seven lookups a view made the
 * groupings most of a rollup pass's time on PGlite (decision 709).
 */
export function dimensionCounts(where: SQL, day?: SQL): SQL {
  const column = (name: Dimension) => sql.raw(`c.${name}`);
  const dimension = sql.join(
    [sql`case`, ...DIMENSIONS.slice(0, -1).map((name) => sql`when grouping(${column(name)}) = 0 then ${name}`), sql`else 'os' end`],
    sql` `,
  );
  const value = sql`coalesce(${sql.join(DIMENSIONS.map(column), sql`, `)})`;
  const sets = sql.join(
    DIMENSIONS.map((name) => (day ? sql`(c.day, ${column(name)})` : sql`(${column(name)})`)),
    sql`, `,
  );
  const combination = sql.join(
    DIMENSIONS.map((name) => sql.raw(`e.${name}`)),
    sql`, `,
  );
  return sql`select * from (
      select ${day ? sql`c.day, ` : sql``}${dimension} as dimension, ${value} as value, sum(c.views)::int as views
      from (
        select ${day ? sql`${day} as day, ` : sql``}${combination}, sum(e.hits) as views
        from stats_events e where ${where} and e.kind = 1
        group by ${day ? sql`1, ` : sql``}${combination}
      ) c
      group by grouping sets (${sets})
    ) counted where counted.value is not null`;
}
