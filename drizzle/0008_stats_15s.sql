-- stats_events is partitioned by month on both engines (decision 701); its monthly partitions are
-- created by the server as batches need them (stats_events_pYYYYMM) and dropped after STATS_RAW_DAYS.
CREATE TABLE "account_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"time_zone" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_block_days" (
	"page_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"day" date NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_block_days_page_id_day_item_id_target_pk" PRIMARY KEY("page_id","day","item_id","target")
);
--> statement-breakpoint
CREATE TABLE "stats_dimension_days" (
	"page_id" integer NOT NULL,
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_dimension_days_page_id_day_dimension_value_pk" PRIMARY KEY("page_id","day","dimension","value")
);
--> statement-breakpoint
CREATE TABLE "stats_events" (
	"ts" timestamp with time zone NOT NULL,
	"page_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"item_id" integer,
	"target" text,
	"visitor" bigint,
	"source" text,
	"medium" text,
	"campaign" text,
	"country" text,
	"device" text,
	"browser" text,
	"os" text
) PARTITION BY RANGE ("ts");
--> statement-breakpoint
CREATE TABLE "stats_page_days" (
	"page_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"bots" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_page_days_page_id_day_pk" PRIMARY KEY("page_id","day")
);
--> statement-breakpoint
CREATE TABLE "stats_rollup_marks" (
	"page_id" integer PRIMARY KEY NOT NULL,
	"rolled_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stats_block_days" ADD CONSTRAINT "stats_block_days_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stats_dimension_days" ADD CONSTRAINT "stats_dimension_days_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stats_page_days" ADD CONSTRAINT "stats_page_days_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stats_rollup_marks" ADD CONSTRAINT "stats_rollup_marks_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stats_events_page_ts_idx" ON "stats_events" USING btree ("page_id","ts");