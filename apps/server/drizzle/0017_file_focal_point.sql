ALTER TABLE "media_files" ADD COLUMN "focus_x" real;--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "focus_y" real;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_focus" CHECK (("media_files"."focus_x" is null and "media_files"."focus_y" is null) or ("media_files"."focus_x" between 0 and 100 and "media_files"."focus_y" between 0 and 100));