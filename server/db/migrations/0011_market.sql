CREATE TABLE "market_fills" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"buy_order_id" integer NOT NULL,
	"sell_order_id" integer NOT NULL,
	"shares" integer NOT NULL,
	"price_cents" bigint NOT NULL,
	"fee_cents" bigint NOT NULL,
	"transfer_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "market_fills_valid" CHECK ("market_fills"."shares" > 0 and "market_fills"."price_cents" > 0 and "market_fills"."fee_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "market_lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"fill_id" integer NOT NULL,
	"seller_investment_id" integer NOT NULL,
	"buyer_investment_id" integer NOT NULL,
	"shares" integer NOT NULL,
	"cost_cents" bigint NOT NULL,
	"proceeds_cents" bigint NOT NULL,
	CONSTRAINT "market_lots_shares_positive" CHECK ("market_lots"."shares" > 0)
);
--> statement-breakpoint
CREATE TABLE "market_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"side" text NOT NULL,
	"shares" integer NOT NULL,
	"filled_shares" integer DEFAULT 0 NOT NULL,
	"limit_price_cents" bigint NOT NULL,
	"reserved_cents" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "market_orders_shares_valid" CHECK ("market_orders"."shares" > 0 and "market_orders"."filled_shares" between 0 and "market_orders"."shares"),
	CONSTRAINT "market_orders_price_positive" CHECK ("market_orders"."limit_price_cents" > 0),
	CONSTRAINT "market_orders_reserved_non_negative" CHECK ("market_orders"."reserved_cents" >= 0),
	CONSTRAINT "market_orders_side_valid" CHECK ("market_orders"."side" in ('buy', 'sell')),
	CONSTRAINT "market_orders_status_valid" CHECK ("market_orders"."status" in ('open', 'filled', 'cancelled', 'expired')),
	CONSTRAINT "market_orders_status_matches_fill" CHECK (("market_orders"."status" = 'filled') = ("market_orders"."filled_shares" = "market_orders"."shares") and ("market_orders"."status" = 'open' or "market_orders"."reserved_cents" = 0))
);
--> statement-breakpoint
ALTER TABLE "investments" DROP CONSTRAINT "investments_amount_positive";--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "origin" text DEFAULT 'campaign' NOT NULL;--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "reserved_shares" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "market_sold_shares" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "market_sold_cost_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "market_fills" ADD CONSTRAINT "market_fills_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_fills" ADD CONSTRAINT "market_fills_buy_order_id_market_orders_id_fk" FOREIGN KEY ("buy_order_id") REFERENCES "public"."market_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_fills" ADD CONSTRAINT "market_fills_sell_order_id_market_orders_id_fk" FOREIGN KEY ("sell_order_id") REFERENCES "public"."market_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_lots" ADD CONSTRAINT "market_lots_fill_id_market_fills_id_fk" FOREIGN KEY ("fill_id") REFERENCES "public"."market_fills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_lots" ADD CONSTRAINT "market_lots_seller_investment_id_investments_id_fk" FOREIGN KEY ("seller_investment_id") REFERENCES "public"."investments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_lots" ADD CONSTRAINT "market_lots_buyer_investment_id_investments_id_fk" FOREIGN KEY ("buyer_investment_id") REFERENCES "public"."investments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_orders" ADD CONSTRAINT "market_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_orders" ADD CONSTRAINT "market_orders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_fills_project" ON "market_fills" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "market_fills_buy_order" ON "market_fills" USING btree ("buy_order_id");--> statement-breakpoint
CREATE INDEX "market_fills_sell_order" ON "market_fills" USING btree ("sell_order_id");--> statement-breakpoint
CREATE INDEX "market_lots_seller" ON "market_lots" USING btree ("seller_investment_id");--> statement-breakpoint
CREATE INDEX "market_lots_fill" ON "market_lots" USING btree ("fill_id");--> statement-breakpoint
CREATE INDEX "market_orders_book" ON "market_orders" USING btree ("project_id","side","limit_price_cents","id") WHERE "market_orders"."status" = 'open';--> statement-breakpoint
CREATE INDEX "market_orders_user" ON "market_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "market_orders_open_expiry" ON "market_orders" USING btree ("expires_at") WHERE "market_orders"."status" = 'open';--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_shares_non_negative" CHECK ("investments"."shares" >= 0);--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_reserved_within_shares" CHECK ("investments"."reserved_shares" between 0 and "investments"."shares");--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_market_sold_valid" CHECK ("investments"."market_sold_shares" >= 0 and "investments"."market_sold_cost_cents" between 0 and "investments"."amount_cents");--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_origin_valid" CHECK ("investments"."origin" in ('campaign', 'market'));--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_amount_positive" CHECK ("investments"."amount_cents" > 0 and ("investments"."shares" > 0 or "investments"."status" = 'sold'));