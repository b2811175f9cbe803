ALTER TABLE "pages" ADD COLUMN "language" text DEFAULT 'es' NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "profile_kind" text DEFAULT 'person' NOT NULL;