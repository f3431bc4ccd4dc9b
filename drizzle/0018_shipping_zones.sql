CREATE TABLE "shipping_options" (
	"id" uuid PRIMARY KEY NOT NULL,
	"zone_id" uuid NOT NULL,
	"name" text NOT NULL,
	"estimate" text NOT NULL,
	"min_days" integer NOT NULL,
	"max_days" integer NOT NULL,
	"flat_cents" integer DEFAULT 0 NOT NULL,
	"per_item_cents" integer DEFAULT 0 NOT NULL,
	"free_from_cents" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_options_amounts" CHECK ("shipping_options"."flat_cents" >= 0 and "shipping_options"."per_item_cents" >= 0 and ("shipping_options"."free_from_cents" is null or "shipping_options"."free_from_cents" >= 0)),
	CONSTRAINT "shipping_options_days" CHECK ("shipping_options"."min_days" >= 0 and "shipping_options"."max_days" >= "shipping_options"."min_days")
);
--> statement-breakpoint
CREATE TABLE "shipping_zones" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "shipping_option_id" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "shipping_option_name" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "shipping_estimate" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_option_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_option_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_estimate" text;--> statement-breakpoint
ALTER TABLE "shipping_options" ADD CONSTRAINT "shipping_options_zone_id_shipping_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."shipping_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipping_options_zone_idx" ON "shipping_options" USING btree ("zone_id","position");