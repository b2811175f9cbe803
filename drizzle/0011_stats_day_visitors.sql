CREATE TABLE "stats_day_visitors" (
	"page_id" integer NOT NULL,
	"day" date NOT NULL,
	"visitor" bigint NOT NULL,
	CONSTRAINT "stats_day_visitors_page_id_day_visitor_pk" PRIMARY KEY("page_id","day","visitor")
);
--> statement-breakpoint
ALTER TABLE "stats_day_visitors" ADD CONSTRAINT "stats_day_visitors_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;