CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"quarter" text NOT NULL,
	"investment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"shares" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"transfer_id" integer NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "project_quarters" (
	"project_id" integer NOT NULL,
	"quarter" text NOT NULL,
	"quarter_end" timestamp with time zone NOT NULL,
	"revenue_cents" bigint NOT NULL,
	"investor_pool_cents" bigint NOT NULL,
	"value_bp" integer NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "project_quarters_project_id_quarter_pk" PRIMARY KEY("project_id","quarter")
);
--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "payouts_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "value_bp" integer DEFAULT 10000 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "payouts_through" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "paid_to_investors_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "payout_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_quarters" ADD CONSTRAINT "project_quarters_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payouts_user_posted" ON "payouts" USING btree ("user_id","posted_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_investment_quarter" ON "payouts" USING btree ("investment_id","quarter");