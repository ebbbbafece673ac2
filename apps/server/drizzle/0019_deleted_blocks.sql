CREATE TABLE "deleted_blocks" (
	"kind" text NOT NULL,
	"block_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"page_id" integer,
	"deleted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deleted_blocks_kind_block_id_pk" PRIMARY KEY("kind","block_id")
);
--> statement-breakpoint
ALTER TABLE "deleted_blocks" ADD CONSTRAINT "deleted_blocks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deleted_blocks" ADD CONSTRAINT "deleted_blocks_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deleted_blocks_organization_idx" ON "deleted_blocks" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "deleted_blocks_page_idx" ON "deleted_blocks" USING btree ("page_id");--> statement-breakpoint
CREATE INDEX "deleted_blocks_deleted_at_idx" ON "deleted_blocks" USING btree ("deleted_at");