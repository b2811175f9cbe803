ALTER TABLE "items" ADD COLUMN "lock_hash" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "sensitive" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "sensitive" text;