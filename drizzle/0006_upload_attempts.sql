CREATE TABLE "upload_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "upload_attempts_owner_created_idx" ON "upload_attempts" USING btree ("owner_id","created_at");