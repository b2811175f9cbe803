ALTER TABLE "pages" ADD COLUMN "theme" text DEFAULT 'custom' NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "button_shape" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "button_fill" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "button_color" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "button_text_color" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "show_link_domain" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "social_links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "social_position" text DEFAULT 'above' NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "bio" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "profile_image_size" text DEFAULT 'large' NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "og_title" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "og_description" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "og_image" text;--> statement-breakpoint
-- Pages from before keep their look ('custom', the domain line, the 128 px photo); new pages get the new defaults (decision 310).
ALTER TABLE "pages" ALTER COLUMN "theme" SET DEFAULT 'claro';--> statement-breakpoint
ALTER TABLE "pages" ALTER COLUMN "show_link_domain" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "pages" ALTER COLUMN "profile_image_size" SET DEFAULT 'medium';
