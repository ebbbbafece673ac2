CREATE TABLE "reusable_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contents" DROP CONSTRAINT "contents_one_parent";--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "reusable_section_id" integer;--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "reusable_section_id" integer;--> statement-breakpoint
ALTER TABLE "reusable_sections" ADD CONSTRAINT "reusable_sections_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reusable_sections" ADD CONSTRAINT "reusable_sections_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_reusable_section_id_reusable_sections_id_fk" FOREIGN KEY ("reusable_section_id") REFERENCES "public"."reusable_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_reusable_section_id_reusable_sections_id_fk" FOREIGN KEY ("reusable_section_id") REFERENCES "public"."reusable_sections"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contents_reusable_idx" ON "contents" USING btree ("reusable_section_id");--> statement-breakpoint
CREATE INDEX "sections_reusable_idx" ON "sections" USING btree ("reusable_section_id");--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_one_parent" CHECK (("contents"."section_id" is not null)::int + ("contents"."layout_id" is not null)::int + ("contents"."article_id" is not null)::int + ("contents"."reusable_section_id" is not null)::int = 1);