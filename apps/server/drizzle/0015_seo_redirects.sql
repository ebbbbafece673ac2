CREATE TABLE "redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"from_path" text NOT NULL,
	"target" text NOT NULL,
	"status" integer DEFAULT 301 NOT NULL,
	"automatic" boolean DEFAULT false NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"last_hit_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirects_status" CHECK ("redirects"."status" in (301, 302))
);
--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "seo_title" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "noindex" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "exclude_from_sitemap" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "canonical_url" text;--> statement-breakpoint
ALTER TABLE "redirects" ADD CONSTRAINT "redirects_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redirects" ADD CONSTRAINT "redirects_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "redirects_site_from_unique" ON "redirects" USING btree ("site_id","from_path");--> statement-breakpoint
-- The search engine fields are the page's own, versioned like its title (decision 036): a change
-- marks the draft as changed.
CREATE OR REPLACE FUNCTION "sitewerk_page_draft_fields"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW."draft_changed_at" := coalesce(NEW."draft_changed_at", now());
  ELSIF (OLD."title", OLD."url", OLD."parent_id", OLD."layout_id", OLD."order", OLD."style", OLD."css",
         OLD."description", OLD."seo_image_id", OLD."seo_title", OLD."noindex",
         OLD."exclude_from_sitemap", OLD."canonical_url")
     IS DISTINCT FROM (NEW."title", NEW."url", NEW."parent_id", NEW."layout_id", NEW."order", NEW."style",
         NEW."css", NEW."description", NEW."seo_image_id", NEW."seo_title", NEW."noindex",
         NEW."exclude_from_sitemap", NEW."canonical_url") THEN
    NEW."draft_changed_at" := coalesce(OLD."draft_changed_at", now());
  END IF;
  RETURN NEW;
END $$;
