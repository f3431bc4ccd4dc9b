CREATE TABLE "order_returns" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'return' NOT NULL,
	"order_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"brand_id" uuid,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"refusal_note" text DEFAULT '' NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"payment_provider" text NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"received_by" uuid,
	"received_at" timestamp with time zone,
	"restocked_at" timestamp with time zone,
	"refund_attempt_at" timestamp with time zone,
	"provider_refund_id" text,
	"refunded_at" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_returns_quantity_positive" CHECK ("order_returns"."quantity" > 0),
	CONSTRAINT "order_returns_amount" CHECK ("order_returns"."amount_cents" >= 0),
	CONSTRAINT "order_returns_status_known" CHECK ("order_returns"."status" in ('requested', 'accepted', 'refused', 'refunding', 'refunded')),
	CONSTRAINT "order_returns_kind_known" CHECK ("order_returns"."kind" in ('return', 'cancellation'))
);
--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_returns_item_idx" ON "order_returns" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "order_returns_order_idx" ON "order_returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_returns_user_idx" ON "order_returns" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "order_returns_brand_idx" ON "order_returns" USING btree ("brand_id","id");--> statement-breakpoint
CREATE INDEX "order_returns_pending_idx" ON "order_returns" USING btree ("refund_attempt_at") WHERE "order_returns"."status" = 'refunding';--> statement-breakpoint
CREATE UNIQUE INDEX "order_returns_one_cancellation" ON "order_returns" USING btree ("order_item_id") WHERE "order_returns"."kind" = 'cancellation';