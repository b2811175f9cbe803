CREATE TABLE "admin_grants" (
	"email" text PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "previous_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_undo_token_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_undo_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_grants" ADD CONSTRAINT "admin_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_undo_token_hash_idx" ON "users" USING btree ("email_undo_token_hash");