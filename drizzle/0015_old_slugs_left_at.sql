ALTER TABLE "page_slugs" ADD COLUMN "left_at" timestamp with time zone;--> statement-breakpoint
-- Old slugs (not the page's current one) were left at the latest when they were claimed: the best
-- guess for rows written before this column.
UPDATE "page_slugs" SET "left_at" = "page_slugs"."created_at"
FROM "pages"
WHERE "pages"."id" = "page_slugs"."page_id" AND "pages"."slug" <> "page_slugs"."slug";
--> statement-breakpoint
-- A page keeps its 20 most recently left slugs (decision 863); older ones are free again.
DELETE FROM "page_slugs" WHERE "slug" IN (
  SELECT "slug" FROM (
    SELECT "page_slugs"."slug",
      row_number() OVER (PARTITION BY "page_slugs"."page_id" ORDER BY "page_slugs"."left_at" DESC, "page_slugs"."slug") AS "rank"
    FROM "page_slugs" JOIN "pages" ON "pages"."id" = "page_slugs"."page_id"
    WHERE "pages"."slug" <> "page_slugs"."slug"
  ) AS "old"
  WHERE "old"."rank" > 20
);
