-- Hand-added: the trigram operator classes below come from pg_trgm (PGlite loads it as an extension, see server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "creators_name_trgm" ON "creators" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "creators_category_trgm" ON "creators" USING gin ("category" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_trending" ON "projects" USING btree (("raised_cents"::double precision / "funding_goal_cents"::double precision),"id");--> statement-breakpoint
CREATE INDEX "projects_newest" ON "projects" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "projects_funding_goal" ON "projects" USING btree ("funding_goal_cents","id");--> statement-breakpoint
CREATE INDEX "projects_min_investment" ON "projects" USING btree ("min_investment_cents","id");--> statement-breakpoint
CREATE INDEX "projects_type" ON "projects" USING btree ("type");--> statement-breakpoint
CREATE INDEX "projects_title_trgm" ON "projects" USING gin ("title" gin_trgm_ops);