CREATE TABLE "weekly_reports" (
	"user_id" uuid NOT NULL,
	"week" date NOT NULL,
	"token_hash" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "weekly_reports_user_id_week_pk" PRIMARY KEY("user_id","week")
);
--> statement-breakpoint
ALTER TABLE "account_settings" ADD COLUMN "weekly_report" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "weekly_reports" ADD CONSTRAINT "weekly_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "weekly_reports_token_hash_idx" ON "weekly_reports" USING btree ("token_hash");