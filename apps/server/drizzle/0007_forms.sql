CREATE TABLE "form_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"entry_number" integer NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"title" text NOT NULL,
	"schema" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"save_to_database" boolean DEFAULT true NOT NULL,
	"send_mail_extern" boolean DEFAULT false NOT NULL,
	"mail_key_extern" text,
	"subject_extern" text,
	"mail_template_before_extern" text,
	"mail_template_after_extern" text,
	"send_mail_intern" boolean DEFAULT false NOT NULL,
	"mails_intern" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subject_intern" text,
	"mail_template_before_intern" text,
	"mail_template_after_intern" text,
	"next_entry_number" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_entries" ADD CONSTRAINT "form_entries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_entries" ADD CONSTRAINT "form_entries_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "form_entries_form_number_unique" ON "form_entries" USING btree ("form_id","entry_number");--> statement-breakpoint
CREATE INDEX "form_entries_org_idx" ON "form_entries" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "form_entries_form_created_idx" ON "form_entries" USING btree ("form_id","created_at" desc);--> statement-breakpoint
CREATE INDEX "forms_org_idx" ON "forms" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "forms_site_idx" ON "forms" USING btree ("site_id");