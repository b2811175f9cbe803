CREATE TABLE "items" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"type" text NOT NULL,
	"order" integer NOT NULL,
	"content" jsonb NOT NULL,
	"link_url" text,
	"is_sticky" boolean DEFAULT false NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"show_title" boolean DEFAULT true NOT NULL,
	"background_color" text DEFAULT '#FFFFFF' NOT NULL,
	"background_image" text,
	"profile_image" text,
	"profile_image_zoom" integer DEFAULT 100 NOT NULL,
	"profile_image_bg_color" text,
	"background_image_blur" integer DEFAULT 0 NOT NULL,
	"background_overlay_color" text,
	"background_overlay_opacity" integer DEFAULT 50 NOT NULL,
	"parent_page_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_parent_page_id_pages_id_fk" FOREIGN KEY ("parent_page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "items_page_id_order_idx" ON "items" USING btree ("page_id","order");--> statement-breakpoint
CREATE INDEX "pages_user_id_idx" ON "pages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "pages_parent_page_id_idx" ON "pages" USING btree ("parent_page_id");