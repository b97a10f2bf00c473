-- The columns were named before cancellations and refunds existed: they hold any close, not only a sale.
ALTER TABLE "investments" RENAME COLUMN "sale_value_cents" TO "proceeds_cents";--> statement-breakpoint
ALTER TABLE "investments" RENAME COLUMN "sold_at" TO "closed_at";
