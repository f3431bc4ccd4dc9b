CREATE TABLE "product_size_stock" (
	"product_id" uuid NOT NULL,
	"size" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "product_size_stock_product_id_size_pk" PRIMARY KEY("product_id","size"),
	CONSTRAINT "product_size_stock_quantity_not_negative" CHECK ("product_size_stock"."quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD COLUMN "size" text;--> statement-breakpoint
ALTER TABLE "product_size_stock" ADD CONSTRAINT "product_size_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;