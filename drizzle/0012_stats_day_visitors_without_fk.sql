-- stats_day_visitors loses its foreign key: its check, one per new visitor hash, was a fifth of a
-- busy page's rollup (decision 710). This trigger does what its ON DELETE CASCADE did. It fires
-- after the foreign keys' own cascades (triggers fire by name, and theirs start "RI_"), so a page
-- deleted while a rollup of it runs waits for that rollup (on the mark's row), then takes the
-- hashes it wrote.
ALTER TABLE "stats_day_visitors" DROP CONSTRAINT "stats_day_visitors_page_id_pages_id_fk";--> statement-breakpoint
CREATE FUNCTION "stats_day_visitors_of_deleted_page"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "stats_day_visitors" WHERE "page_id" = OLD."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "stats_day_visitors_of_deleted_page" AFTER DELETE ON "pages" FOR EACH ROW EXECUTE FUNCTION "stats_day_visitors_of_deleted_page"();
