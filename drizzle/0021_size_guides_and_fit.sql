CREATE TABLE "size_guides" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid,
	"category_id" uuid,
	"rows" jsonb NOT NULL,
	"how_to_measure" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "size_guides_brand_id_unique" UNIQUE("brand_id"),
	CONSTRAINT "size_guides_category_id_unique" UNIQUE("category_id"),
	CONSTRAINT "size_guides_one_target" CHECK (num_nonnulls("size_guides"."brand_id", "size_guides"."category_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fit_small" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fit_true" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fit_large" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "fit" text;--> statement-breakpoint
ALTER TABLE "size_guides" ADD CONSTRAINT "size_guides_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "size_guides" ADD CONSTRAINT "size_guides_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_fit_known" CHECK ("reviews"."fit" in ('small', 'true', 'large'));