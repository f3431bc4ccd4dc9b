CREATE TABLE "image_variants" (
	"key" text NOT NULL,
	"width" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"content_type" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_variants_key_width_pk" PRIMARY KEY("key","width")
);
--> statement-breakpoint
-- webp is compressed already: keep the bytes out of line without compressing them again.
ALTER TABLE "image_variants" ALTER COLUMN "data" SET STORAGE EXTERNAL;
