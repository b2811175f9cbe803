CREATE TABLE "stats_dimension_months" (
	"page_id" integer NOT NULL,
	"month" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_dimension_months_page_id_month_dimension_value_pk" PRIMARY KEY("page_id","month","dimension","value")
);
--> statement-breakpoint
ALTER TABLE "stats_dimension_months" ADD CONSTRAINT "stats_dimension_months_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "stats_dimension_months" ("page_id", "month", "dimension", "value", "views")
SELECT "page_id", "day" - (extract(day from "day")::int - 1), "dimension", "value", sum("views")::int
FROM "stats_dimension_days" GROUP BY 1, 2, 3, 4;
