CREATE TABLE "stock_alerts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"size" text NOT NULL,
	"email" text NOT NULL,
	"user_id" uuid,
	"confirmed_at" timestamp with time zone,
	"token_hash" text NOT NULL,
	"due_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_alerts_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_live_uniq" ON "stock_alerts" USING btree ("product_id","size","email") WHERE "stock_alerts"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "stock_alerts_due_idx" ON "stock_alerts" USING btree ("due_at") WHERE "stock_alerts"."due_at" is not null and "stock_alerts"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "stock_alerts_user_idx" ON "stock_alerts" USING btree ("user_id");