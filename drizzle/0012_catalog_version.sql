CREATE TABLE "catalog_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_version_one_row" CHECK ("catalog_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "catalog_version" ("id", "value") VALUES (1, 0);
--> statement-breakpoint
-- Raised before any statement that can change which products a shop list holds or their order:
-- products added, removed, switched, moved to another brand or repriced; brands and categories
-- switched, renamed (lists are asked for by slug) or removed; category links. BEFORE the
-- statement, so a transaction takes this row's lock before the rows its statement changes.
-- Restocking, ratings and texts never raise it, nor does category_products' mirror of its
-- product's brand and switch (the product's own update raised it). A raise without a real change (the same price
-- written again) only costs a reader one rebuild of its positions.
CREATE FUNCTION "catalog_version_raise"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET value = value + 1 WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "catalog_version_products" BEFORE INSERT OR DELETE OR TRUNCATE OR UPDATE OF "is_active", "brand_id", "price_cents", "id" ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_raise"();
--> statement-breakpoint
CREATE TRIGGER "catalog_version_brands" BEFORE DELETE OR TRUNCATE OR UPDATE OF "is_active", "slug", "id" ON "brands"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_raise"();
--> statement-breakpoint
CREATE TRIGGER "catalog_version_categories" BEFORE DELETE OR TRUNCATE OR UPDATE OF "is_active", "slug", "id" ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_raise"();
--> statement-breakpoint
CREATE TRIGGER "catalog_version_category_products" BEFORE INSERT OR DELETE OR TRUNCATE OR UPDATE OF "category_id", "product_id" ON "category_products"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_raise"();
