CREATE TABLE "user_measurements" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"unit" text DEFAULT 'cm' NOT NULL,
	"taken_at" date NOT NULL,
	"chest" double precision,
	"waist" double precision,
	"hips" double precision,
	"shoulder" double precision,
	"sleeve" double precision,
	"neck" double precision,
	"trouser_length" double precision,
	"inseam" double precision,
	"agbada_length" double precision,
	"height" double precision,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_measurements_unit_known" CHECK ("user_measurements"."unit" in ('cm', 'in'))
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "made_to_measure" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "made_to_measure" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "made_to_measure_surcharge_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "made_to_measure_lead_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_measurements" ADD CONSTRAINT "user_measurements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_made_to_measure_valid" CHECK ("products"."made_to_measure_surcharge_cents" >= 0 and "products"."made_to_measure_lead_days" >= 0);