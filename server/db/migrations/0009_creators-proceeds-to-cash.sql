-- Creators who have an account now hold what their campaigns make in their cash (decisions.md, "The creator's money").
-- What their proceeds account already holds moves there: one balanced transfer each, both cached balances with it.
WITH moved AS (
  SELECT c."id" AS creator_id, c."user_id" AS user_id, c."proceeds_cents" AS amount,
         nextval(pg_get_serial_sequence('ledger_transfers', 'id')) AS transfer_id
  FROM "creators" c JOIN "users" u ON u."id" = c."user_id"
  WHERE c."proceeds_cents" > 0
), transfers AS (
  INSERT INTO "ledger_transfers" ("id", "code", "description")
  SELECT transfer_id, 'proceeds_to_cash', 'Campaign proceeds moved to your balance' FROM moved
), postings AS (
  INSERT INTO "ledger_postings" ("transfer_id", "account_kind", "account_id", "amount_cents")
  SELECT transfer_id, 'creator_proceeds', creator_id, -amount FROM moved
  UNION ALL
  SELECT transfer_id, 'user_cash', user_id, amount FROM moved
), cash AS (
  UPDATE "users" SET "balance_cents" = "users"."balance_cents" + moved.amount FROM moved WHERE "users"."id" = moved.user_id
)
UPDATE "creators" SET "proceeds_cents" = 0 FROM moved WHERE "creators"."id" = moved.creator_id;
