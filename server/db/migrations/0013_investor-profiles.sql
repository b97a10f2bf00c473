CREATE TABLE "investor_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"date_of_birth" date,
	"annual_income_cents" bigint,
	"net_worth_cents" bigint,
	"accredited" boolean DEFAULT false NOT NULL,
	"external_investments_12m_cents" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investor_profiles_amounts_non_negative" CHECK (coalesce("investor_profiles"."annual_income_cents", 0) >= 0 and coalesce("investor_profiles"."net_worth_cents", 0) >= 0 and "investor_profiles"."external_investments_12m_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "investor_profiles" ADD CONSTRAINT "investor_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;