ALTER TABLE "uploads" ADD COLUMN "token_hash" text NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "storage_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_storage_key_unique" ON "uploads" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "uploads_unused_created_at" ON "uploads" USING btree ("created_at") WHERE "uploads"."used_by_project_id" is null;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_file_type_valid" CHECK ("uploads"."file_type" in ('music', 'image'));