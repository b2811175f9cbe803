CREATE TABLE "stats_goal_blocks" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_goal_days" (
	"page_id" integer NOT NULL,
	"day" date NOT NULL,
	"item_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_goal_days_page_id_day_item_id_kind_pk" PRIMARY KEY("page_id","day","item_id","kind")
);
--> statement-breakpoint
ALTER TABLE "stats_goal_blocks" ADD CONSTRAINT "stats_goal_blocks_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stats_goal_blocks" ADD CONSTRAINT "stats_goal_blocks_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stats_goal_days" ADD CONSTRAINT "stats_goal_days_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stats_goal_blocks_page_id_idx" ON "stats_goal_blocks" USING btree ("page_id");