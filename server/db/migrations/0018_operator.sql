CREATE TABLE "campaign_suspensions" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"reason" text NOT NULL,
	"asked_by" integer NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	CONSTRAINT "campaign_suspensions_two_people" CHECK ("campaign_suspensions"."approved_by" is null or "campaign_suspensions"."approved_by" <> "campaign_suspensions"."asked_by")
);
--> statement-breakpoint
CREATE TABLE "ledger_check_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"trigger" text NOT NULL,
	"violations" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_halts" (
	"scope" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"halted_by" integer NOT NULL,
	"halted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" DROP CONSTRAINT "projects_status_valid";--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "campaign_suspensions" ADD CONSTRAINT "campaign_suspensions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_suspensions_one_open" ON "campaign_suspensions" USING btree ("project_id") WHERE "campaign_suspensions"."approved_at" is null;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_status_valid" CHECK ("projects"."status" in ('active', 'funded', 'failed', 'suspended'));