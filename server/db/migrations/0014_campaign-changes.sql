CREATE TABLE "project_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"material" boolean NOT NULL,
	"reconfirm_by" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "reconfirm_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "original_end_date" date;--> statement-breakpoint
ALTER TABLE "project_changes" ADD CONSTRAINT "project_changes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_changes_project_id" ON "project_changes" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "investments_reconfirm_by" ON "investments" USING btree ("reconfirm_by") WHERE "investments"."reconfirm_by" is not null;