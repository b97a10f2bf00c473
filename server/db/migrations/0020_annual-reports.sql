CREATE TABLE "annual_reports" (
	"project_id" integer NOT NULL,
	"year" integer NOT NULL,
	"business_update" text NOT NULL,
	"use_of_funds" jsonb NOT NULL,
	"revenue_cents" bigint NOT NULL,
	"due_date" date NOT NULL,
	"filed_at" timestamp with time zone NOT NULL,
	"filed_by" integer,
	CONSTRAINT "annual_reports_project_id_year_pk" PRIMARY KEY("project_id","year"),
	CONSTRAINT "annual_reports_revenue_non_negative" CHECK ("annual_reports"."revenue_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "annual_reports" ADD CONSTRAINT "annual_reports_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "annual_reports" ADD CONSTRAINT "annual_reports_filed_by_users_id_fk" FOREIGN KEY ("filed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;