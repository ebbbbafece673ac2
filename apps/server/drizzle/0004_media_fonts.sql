CREATE TABLE "fonts" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer,
	"name" text NOT NULL,
	"family" text NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"source_id" integer,
	"source_italic_id" integer,
	"availability" text NOT NULL,
	"default_weight_copy" integer DEFAULT 400 NOT NULL,
	"default_weight_headline" integer DEFAULT 700 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fonts_availability_owner" CHECK (("fonts"."availability" = 'library') = ("fonts"."organization_id" is null))
);
--> statement-breakpoint
CREATE TABLE "media_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"title" text NOT NULL,
	"parent_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"namespace" text DEFAULT 'media' NOT NULL,
	"filename" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"checksum" text NOT NULL,
	"media_category_id" integer,
	"width" integer,
	"height" integer,
	"size" integer NOT NULL,
	"alt" text,
	"name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_files_size" CHECK ("media_files"."size" >= 0)
);
--> statement-breakpoint
-- Until now these columns held plain ids; what points nowhere is cleared before the foreign keys.
UPDATE "themes" SET "headline_font_id" = NULL, "copy_font_id" = NULL;--> statement-breakpoint
UPDATE "organizations" SET "logo_file_id" = NULL, "icon_file_id" = NULL WHERE "logo_file_id" IS NOT NULL OR "icon_file_id" IS NOT NULL;--> statement-breakpoint
UPDATE "organizations" SET "backend_colorset_id" = NULL WHERE "backend_colorset_id" NOT IN (SELECT "id" FROM "colorsets");--> statement-breakpoint
UPDATE "pages" SET "seo_image_id" = NULL WHERE "seo_image_id" IS NOT NULL;--> statement-breakpoint
UPDATE "sites" SET "seo_image_id" = NULL WHERE "seo_image_id" IS NOT NULL;--> statement-breakpoint
UPDATE "articles" SET "background_file_id" = NULL WHERE "background_file_id" IS NOT NULL;--> statement-breakpoint
UPDATE "sites" SET "theme_id" = NULL WHERE "theme_id" NOT IN (SELECT "id" FROM "themes");--> statement-breakpoint
UPDATE "layouts" SET "theme_id" = NULL WHERE "theme_id" NOT IN (SELECT "id" FROM "themes");--> statement-breakpoint
UPDATE "articles" SET "theme_id" = NULL WHERE "theme_id" NOT IN (SELECT "id" FROM "themes");--> statement-breakpoint
UPDATE "sections" SET "theme_id" = NULL WHERE "theme_id" NOT IN (SELECT "id" FROM "themes");--> statement-breakpoint
UPDATE "contents" SET "theme_id" = NULL WHERE "theme_id" NOT IN (SELECT "id" FROM "themes");--> statement-breakpoint
UPDATE "articles" SET "custom_colorset_id" = NULL WHERE "custom_colorset_id" NOT IN (SELECT "id" FROM "colorsets");--> statement-breakpoint
UPDATE "sections" SET "custom_colorset_id" = NULL WHERE "custom_colorset_id" NOT IN (SELECT "id" FROM "colorsets");--> statement-breakpoint
UPDATE "contents" SET "custom_colorset_id" = NULL WHERE "custom_colorset_id" NOT IN (SELECT "id" FROM "colorsets");--> statement-breakpoint
ALTER TABLE "fonts" ADD CONSTRAINT "fonts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fonts" ADD CONSTRAINT "fonts_source_id_media_files_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."media_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fonts" ADD CONSTRAINT "fonts_source_italic_id_media_files_id_fk" FOREIGN KEY ("source_italic_id") REFERENCES "public"."media_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_categories" ADD CONSTRAINT "media_categories_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_categories" ADD CONSTRAINT "media_categories_parent_id_media_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."media_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_media_category_id_media_categories_id_fk" FOREIGN KEY ("media_category_id") REFERENCES "public"."media_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fonts_org_name_unique" ON "fonts" USING btree (coalesce("organization_id", 0),"name");--> statement-breakpoint
CREATE INDEX "fonts_org_idx" ON "fonts" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "media_categories_org_idx" ON "media_categories" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "media_categories_parent_idx" ON "media_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "media_files_storage_key_unique" ON "media_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "media_files_org_idx" ON "media_files" USING btree ("organization_id","namespace");--> statement-breakpoint
CREATE INDEX "media_files_category_idx" ON "media_files" USING btree ("media_category_id");--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_background_file_id_media_files_id_fk" FOREIGN KEY ("background_file_id") REFERENCES "public"."media_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_custom_colorset_id_colorsets_id_fk" FOREIGN KEY ("custom_colorset_id") REFERENCES "public"."colorsets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_custom_colorset_id_colorsets_id_fk" FOREIGN KEY ("custom_colorset_id") REFERENCES "public"."colorsets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layouts" ADD CONSTRAINT "layouts_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_logo_file_id_media_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."media_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_icon_file_id_media_files_id_fk" FOREIGN KEY ("icon_file_id") REFERENCES "public"."media_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_backend_colorset_id_colorsets_id_fk" FOREIGN KEY ("backend_colorset_id") REFERENCES "public"."colorsets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_seo_image_id_media_files_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_custom_colorset_id_colorsets_id_fk" FOREIGN KEY ("custom_colorset_id") REFERENCES "public"."colorsets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_seo_image_id_media_files_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_headline_font_id_fonts_id_fk" FOREIGN KEY ("headline_font_id") REFERENCES "public"."fonts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_copy_font_id_fonts_id_fk" FOREIGN KEY ("copy_font_id") REFERENCES "public"."fonts"("id") ON DELETE set null ON UPDATE no action;