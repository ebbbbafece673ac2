ALTER TABLE "components" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "logo_file_id" integer;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "favicon_file_id" integer;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "navigation" jsonb;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_logo_file_id_media_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."media_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_favicon_file_id_media_files_id_fk" FOREIGN KEY ("favicon_file_id") REFERENCES "public"."media_files"("id") ON DELETE set null ON UPDATE no action;