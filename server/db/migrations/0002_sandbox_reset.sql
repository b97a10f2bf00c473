ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_investment_id_investments_id_fk";
--> statement-breakpoint
ALTER TABLE "sandbox_state" ADD COLUMN "last_reset_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_state" DROP COLUMN "seeded_at";