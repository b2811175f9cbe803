-- A raw row now stands for the hits of one second that are alike in everything but their visitor
-- (decision 711): `hits` says how many, `visitors` holds their distinct daily hashes. A row of
-- before is one hit with its one hash.
ALTER TABLE "stats_events" ADD COLUMN "visitors" bigint[];--> statement-breakpoint
ALTER TABLE "stats_events" ADD COLUMN "hits" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
UPDATE "stats_events" SET "visitors" = ARRAY["visitor"] WHERE "visitor" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "stats_events" DROP COLUMN "visitor";
