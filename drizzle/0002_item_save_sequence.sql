ALTER TABLE "items" ADD COLUMN "save_writer" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "save_seq" bigint;