-- A closed campaign's raise is what it raised at its close (decisions.md, "What an investor has").
-- Sales used to take their amount off it; they go back on, so the raise reads as it did at the close.
UPDATE "projects" SET "raised_cents" = "projects"."raised_cents" + sold."amount"
FROM (SELECT "project_id", sum("amount_cents") AS "amount" FROM "investments" WHERE "status" = 'sold' GROUP BY "project_id") sold
WHERE sold."project_id" = "projects"."id";
