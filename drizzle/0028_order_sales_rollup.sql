CREATE TABLE "order_live_pending" (
	"order_id" uuid NOT NULL,
	"scope_key" uuid NOT NULL,
	"day" date NOT NULL,
	"live" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_orders_daily" (
	"day" date NOT NULL,
	"scope_key" uuid NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_orders_daily_scope_key_day_pk" PRIMARY KEY("scope_key","day")
);
--> statement-breakpoint
CREATE TABLE "order_sales_daily" (
	"day" date NOT NULL,
	"brand_key" uuid NOT NULL,
	"product_key" uuid NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_sales_daily_day_brand_key_product_key_pk" PRIMARY KEY("day","brand_key","product_key")
);
--> statement-breakpoint
CREATE TABLE "order_sales_pending" (
	"day" date NOT NULL,
	"brand_key" uuid NOT NULL,
	"product_key" uuid NOT NULL,
	"units" bigint NOT NULL,
	"cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_scope_live" (
	"order_id" uuid NOT NULL,
	"scope_key" uuid NOT NULL,
	"day" date NOT NULL,
	"live_items" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_scope_live_order_id_scope_key_pk" PRIMARY KEY("order_id","scope_key")
);
--> statement-breakpoint
CREATE INDEX "order_sales_daily_brand_idx" ON "order_sales_daily" USING btree ("brand_key","day");