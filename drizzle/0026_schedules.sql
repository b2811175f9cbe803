ALTER TABLE "items" ADD COLUMN "visible_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "visible_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "redirect" jsonb;