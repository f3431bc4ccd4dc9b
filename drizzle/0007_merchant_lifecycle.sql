-- Issue 11: the merchant lifecycle (history, invitations, the brand a disable paused) and the
-- brand that sold each order item, so a merchant sees its own sales.
CREATE TABLE "merchant_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" uuid,
	"action" text NOT NULL,
	"actor_id" uuid,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_invitations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "brand_paused_by_disable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "brand_id" uuid;--> statement-breakpoint
ALTER TABLE "merchant_events" ADD CONSTRAINT "merchant_events_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_events" ADD CONSTRAINT "merchant_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_invitations" ADD CONSTRAINT "merchant_invitations_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "merchant_events_merchant_idx" ON "merchant_events" USING btree ("merchant_id","id");--> statement-breakpoint
CREATE INDEX "merchant_invitations_merchant_idx" ON "merchant_invitations" USING btree ("merchant_id");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_brand_idx" ON "order_items" USING btree ("brand_id","order_id");--> statement-breakpoint
-- Items bought before this migration: the brand their product has today.
UPDATE "order_items" SET "brand_id" = "products"."brand_id" FROM "products" WHERE "products"."id" = "order_items"."product_id";