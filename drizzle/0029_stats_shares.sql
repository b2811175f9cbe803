CREATE TABLE "stats_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"password_hash" text,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "stats_shares" ADD CONSTRAINT "stats_shares_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stats_shares_token_hash_idx" ON "stats_shares" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "stats_shares_live_page_idx" ON "stats_shares" USING btree ("page_id") WHERE revoked_at is null;