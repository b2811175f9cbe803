CREATE TABLE "custom_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"page_id" integer NOT NULL,
	"user_id" uuid,
	"state" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"token" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"checked_at" timestamp with time zone,
	"next_check_at" timestamp with time zone,
	"checks_since" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_domains" ADD CONSTRAINT "custom_domains_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_domains_domain_idx" ON "custom_domains" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "custom_domains_page_id_idx" ON "custom_domains" USING btree ("page_id");--> statement-breakpoint
CREATE INDEX "custom_domains_user_id_idx" ON "custom_domains" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "custom_domains_next_check_at_idx" ON "custom_domains" USING btree ("next_check_at");