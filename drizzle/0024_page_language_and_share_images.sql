CREATE TABLE "share_images" (
	"page_id" integer PRIMARY KEY NOT NULL,
	"inputs_hash" text NOT NULL,
	"png" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "language" text DEFAULT 'es' NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "profile_kind" text DEFAULT 'person' NOT NULL;--> statement-breakpoint
ALTER TABLE "share_images" ADD CONSTRAINT "share_images_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;