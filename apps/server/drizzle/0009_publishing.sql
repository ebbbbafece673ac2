CREATE TABLE "page_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"page_id" integer NOT NULL,
	"number" integer NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"snapshot" jsonb,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publish_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"page_id" integer,
	"run_at" timestamp with time zone NOT NULL,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"number" integer NOT NULL,
	"snapshot" jsonb,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "published_version_id" integer;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "draft_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "published_version_id" integer;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "draft_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "page_versions" ADD CONSTRAINT "page_versions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_versions" ADD CONSTRAINT "page_versions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_versions" ADD CONSTRAINT "page_versions_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_versions" ADD CONSTRAINT "page_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publish_schedules" ADD CONSTRAINT "publish_schedules_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publish_schedules" ADD CONSTRAINT "publish_schedules_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publish_schedules" ADD CONSTRAINT "publish_schedules_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publish_schedules" ADD CONSTRAINT "publish_schedules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_versions" ADD CONSTRAINT "site_versions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_versions" ADD CONSTRAINT "site_versions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_versions" ADD CONSTRAINT "site_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "page_versions_page_number_unique" ON "page_versions" USING btree ("page_id","number");--> statement-breakpoint
CREATE INDEX "page_versions_site_idx" ON "page_versions" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "publish_schedules_site_idx" ON "publish_schedules" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "publish_schedules_target_unique" ON "publish_schedules" USING btree ("site_id",coalesce("page_id", 0));--> statement-breakpoint
CREATE UNIQUE INDEX "site_versions_site_number_unique" ON "site_versions" USING btree ("site_id","number");--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_published_version_id_page_versions_id_fk" FOREIGN KEY ("published_version_id") REFERENCES "public"."page_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_published_version_id_site_versions_id_fk" FOREIGN KEY ("published_version_id") REFERENCES "public"."site_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Existing installations (issue #15): every page and site is published as it is, so visitors see no
-- change on the update; the snapshots are filled from the live tables at start (decision 027).
INSERT INTO "page_versions" ("organization_id", "site_id", "page_id", "number", "url", "title")
SELECT "organization_id", "site_id", "id", 1, "url", "title" FROM "pages";--> statement-breakpoint
UPDATE "pages" SET "published_version_id" = v."id" FROM "page_versions" v WHERE v."page_id" = "pages"."id";--> statement-breakpoint
INSERT INTO "site_versions" ("organization_id", "site_id", "number")
SELECT "organization_id", "id", 1 FROM "sites";--> statement-breakpoint
UPDATE "sites" SET "published_version_id" = v."id" FROM "site_versions" v WHERE v."site_id" = "sites"."id";--> statement-breakpoint
-- Unpublished changes are marked by the database itself, so no write path can forget it: a page's
-- own fields, its articles, sections and contents mark the page; navigation, variables, layouts
-- and layout contents mark the site. Publishing clears the mark (decision 027).
CREATE FUNCTION "sitewerk_mark_page_draft"(page integer) RETURNS void LANGUAGE sql AS $$
  UPDATE "pages" SET "draft_changed_at" = now() WHERE "id" = page AND "draft_changed_at" IS NULL;
$$;--> statement-breakpoint
CREATE FUNCTION "sitewerk_mark_site_draft"(site integer) RETURNS void LANGUAGE sql AS $$
  UPDATE "sites" SET "draft_changed_at" = now() WHERE "id" = site AND "draft_changed_at" IS NULL;
$$;--> statement-breakpoint
CREATE FUNCTION "sitewerk_page_draft_fields"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW."draft_changed_at" := coalesce(NEW."draft_changed_at", now());
  ELSIF (OLD."title", OLD."url", OLD."parent_id", OLD."layout_id", OLD."order", OLD."style", OLD."css",
         OLD."description", OLD."seo_image_id")
     IS DISTINCT FROM (NEW."title", NEW."url", NEW."parent_id", NEW."layout_id", NEW."order", NEW."style",
         NEW."css", NEW."description", NEW."seo_image_id") THEN
    NEW."draft_changed_at" := coalesce(OLD."draft_changed_at", now());
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "pages_draft" BEFORE INSERT OR UPDATE ON "pages"
FOR EACH ROW EXECUTE FUNCTION "sitewerk_page_draft_fields"();--> statement-breakpoint
CREATE FUNCTION "sitewerk_site_draft_fields"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD."navigation", OLD."variables") IS DISTINCT FROM (NEW."navigation", NEW."variables") THEN
    NEW."draft_changed_at" := coalesce(OLD."draft_changed_at", now());
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "sites_draft" BEFORE UPDATE ON "sites"
FOR EACH ROW EXECUTE FUNCTION "sitewerk_site_draft_fields"();--> statement-breakpoint
CREATE FUNCTION "sitewerk_article_draft"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "sitewerk_mark_page_draft"(OLD."page_id"); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "sitewerk_mark_page_draft"(NEW."page_id"); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "articles_draft" AFTER INSERT OR UPDATE OR DELETE ON "articles"
FOR EACH ROW EXECUTE FUNCTION "sitewerk_article_draft"();--> statement-breakpoint
CREATE FUNCTION "sitewerk_section_draft"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "sitewerk_mark_page_draft"(a."page_id") FROM "articles" a WHERE a."id" = OLD."article_id";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM "sitewerk_mark_page_draft"(a."page_id") FROM "articles" a WHERE a."id" = NEW."article_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sections_draft" AFTER INSERT OR UPDATE OR DELETE ON "sections"
FOR EACH ROW EXECUTE FUNCTION "sitewerk_section_draft"();--> statement-breakpoint
CREATE FUNCTION "sitewerk_content_draft_of"(section integer, article integer, layout integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF section IS NOT NULL THEN
    PERFORM "sitewerk_mark_page_draft"(a."page_id")
      FROM "sections" s JOIN "articles" a ON a."id" = s."article_id" WHERE s."id" = section;
  ELSIF article IS NOT NULL THEN
    PERFORM "sitewerk_mark_page_draft"(a."page_id") FROM "articles" a WHERE a."id" = article;
  ELSIF layout IS NOT NULL THEN
    PERFORM "sitewerk_mark_site_draft"(l."site_id") FROM "layouts" l WHERE l."id" = layout;
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION "sitewerk_content_draft"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "sitewerk_content_draft_of"(OLD."section_id", OLD."article_id", OLD."layout_id");
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM "sitewerk_content_draft_of"(NEW."section_id", NEW."article_id", NEW."layout_id");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "contents_draft" AFTER INSERT OR UPDATE OR DELETE ON "contents"
FOR EACH ROW EXECUTE FUNCTION "sitewerk_content_draft"();--> statement-breakpoint
CREATE FUNCTION "sitewerk_layout_draft"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "sitewerk_mark_site_draft"(OLD."site_id"); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "sitewerk_mark_site_draft"(NEW."site_id"); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "layouts_draft" AFTER INSERT OR UPDATE OR DELETE ON "layouts"
FOR EACH ROW EXECUTE FUNCTION "sitewerk_layout_draft"();
