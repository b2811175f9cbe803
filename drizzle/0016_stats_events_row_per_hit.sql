-- One raw row per hit again (decision 714): a row that counted `hits` hits of one second with their
-- distinct `visitors` becomes `hits` rows of one hit each; the n-th takes the n-th hash (the hashes
-- are at most as many as the hits), so every hash keeps at least one row, and the rest repeat them
-- (a view row without hashes gets none: its viewers were written in an earlier row of the minute).
ALTER TABLE "stats_events" ADD COLUMN "visitor" bigint;--> statement-breakpoint
WITH "old" AS (
  DELETE FROM "stats_events" RETURNING *
)
INSERT INTO "stats_events" ("ts", "page_id", "kind", "item_id", "target", "hits", "visitor", "source", "medium", "campaign", "country", "device", "browser", "os")
SELECT "ts", "page_id", "kind", "item_id", "target", 1,
       "visitors"[1 + (n - 1) % greatest(cardinality("visitors"), 1)],
       "source", "medium", "campaign", "country", "device", "browser", "os"
FROM "old" CROSS JOIN LATERAL generate_series(1, "old"."hits") AS n;--> statement-breakpoint
ALTER TABLE "stats_events" DROP COLUMN "visitors";--> statement-breakpoint
ALTER TABLE "stats_events" DROP COLUMN "hits";
