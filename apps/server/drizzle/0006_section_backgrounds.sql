ALTER TABLE "sections" ADD COLUMN "background" jsonb;--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "background_file_id" integer;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_background_file_id_media_files_id_fk" FOREIGN KEY ("background_file_id") REFERENCES "public"."media_files"("id") ON DELETE no action ON UPDATE no action;