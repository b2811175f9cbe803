CREATE TABLE "stats_campaign_days" (
	"page_id" integer NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"medium" text DEFAULT '' NOT NULL,
	"campaign" text DEFAULT '' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_campaign_days_page_id_day_source_medium_campaign_pk" PRIMARY KEY("page_id","day","source","medium","campaign")
);
--> statement-breakpoint
ALTER TABLE "stats_events" ADD COLUMN "tagged" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stats_campaign_days" ADD CONSTRAINT "stats_campaign_days_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;