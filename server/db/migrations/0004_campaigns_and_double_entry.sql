CREATE TABLE "ledger_postings" (
	"id" serial PRIMARY KEY NOT NULL,
	"transfer_id" integer NOT NULL,
	"account_kind" text NOT NULL,
	"account_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "ledger_postings_amount_non_zero" CHECK ("ledger_postings"."amount_cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"project_id" integer,
	"investment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "investments" ALTER COLUMN "status" SET DEFAULT 'pending';--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "proceeds_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "escrow_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_state" ADD COLUMN "clock_offset_ms" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_postings_account" ON "ledger_postings" USING btree ("account_kind","account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_postings_transfer_id" ON "ledger_postings" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_investment_id" ON "ledger_transfers" USING btree ("investment_id");--> statement-breakpoint
CREATE INDEX "projects_open_end_date" ON "projects" USING btree ("end_date") WHERE "projects"."status" = 'active';--> statement-breakpoint
ALTER TABLE "creators" ADD CONSTRAINT "creators_proceeds_non_negative" CHECK ("creators"."proceeds_cents" >= 0);--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_status_valid" CHECK ("investments"."status" in ('pending', 'active', 'sold', 'cancelled', 'refunded'));--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_escrow_non_negative" CHECK ("projects"."escrow_cents" >= 0);--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_status_valid" CHECK ("projects"."status" in ('active', 'funded', 'failed'));--> statement-breakpoint
-- Investments made before campaigns closed were final at once; now they wait in escrow for their campaign's close.
UPDATE "investments" SET "status" = 'pending' WHERE "status" = 'active';--> statement-breakpoint
UPDATE "projects" SET "escrow_cents" = held.total
FROM (SELECT "project_id", sum("amount_cents") AS total FROM "investments" WHERE "status" = 'pending' GROUP BY "project_id") held
WHERE "projects"."id" = held."project_id";--> statement-breakpoint
-- One opening transfer per account with money in it, from the sandbox, so the new books explain every balance.
WITH opened AS (
  SELECT 'user_cash' AS kind, "id" AS account_id, "balance_cents" AS amount, nextval(pg_get_serial_sequence('ledger_transfers', 'id')) AS transfer_id
  FROM "users" WHERE "balance_cents" <> 0
  UNION ALL
  SELECT 'project_escrow', "id", "escrow_cents", nextval(pg_get_serial_sequence('ledger_transfers', 'id'))
  FROM "projects" WHERE "escrow_cents" <> 0
), transfers AS (
  INSERT INTO "ledger_transfers" ("id", "code", "description", "project_id")
  SELECT transfer_id, 'opening_balance', 'Carried over from the single-entry ledger', CASE WHEN kind = 'project_escrow' THEN account_id END FROM opened
)
INSERT INTO "ledger_postings" ("transfer_id", "account_kind", "account_id", "amount_cents")
SELECT transfer_id, kind, account_id, amount FROM opened
UNION ALL
SELECT transfer_id, 'sandbox', 0, -amount FROM opened;
