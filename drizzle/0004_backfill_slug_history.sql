-- Every existing page's current slug starts its slug history (decision 012).
INSERT INTO "page_slugs" ("slug", "page_id") SELECT "slug", "id" FROM "pages" ON CONFLICT ("slug") DO NOTHING;
