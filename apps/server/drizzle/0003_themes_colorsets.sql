CREATE TABLE "colorsets" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"title" text NOT NULL,
	"highlight_color" text NOT NULL,
	"secondary_color" text NOT NULL,
	"text_color" text NOT NULL,
	"background_color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"title" text NOT NULL,
	"headline_font_id" integer,
	"copy_font_id" integer,
	"spacing" text DEFAULT 'normal' NOT NULL,
	"edges" text DEFAULT 'clean' NOT NULL,
	"base_colorset_id" integer,
	"secondary_colorset_id" integer,
	"highlight_color" text NOT NULL,
	"secondary_color" text NOT NULL,
	"background_color" text NOT NULL,
	"settings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "themes_spacing" CHECK ("themes"."spacing" in ('tight', 'normal', 'wide')),
	CONSTRAINT "themes_edges" CHECK ("themes"."edges" in ('sharp', 'clean', 'smooth'))
);
--> statement-breakpoint
ALTER TABLE "colorsets" ADD CONSTRAINT "colorsets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_base_colorset_id_colorsets_id_fk" FOREIGN KEY ("base_colorset_id") REFERENCES "public"."colorsets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_secondary_colorset_id_colorsets_id_fk" FOREIGN KEY ("secondary_colorset_id") REFERENCES "public"."colorsets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "colorsets_org_idx" ON "colorsets" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "themes_org_idx" ON "themes" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "themes_base_colorset_idx" ON "themes" USING btree ("base_colorset_id");--> statement-breakpoint
CREATE INDEX "themes_secondary_colorset_idx" ON "themes" USING btree ("secondary_colorset_id");