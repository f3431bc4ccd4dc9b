ALTER TABLE "products" ADD COLUMN "sizes_in_stock" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- The sizes a product has stock in (decision 0052): its sizes' own rows above 0 when it keeps
-- stock per size (decision 0039), else, while the shared stock is above 0, the sizes it offers
-- (every size when it lists none). The size list is PRODUCT_SIZES of src/shared/common/constants.ts
-- (product-facets.test.ts checks they agree).
CREATE FUNCTION "product_sizes_in_stock"(product uuid, inventory integer, offered text[]) RETURNS text[]
LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN EXISTS (SELECT 1 FROM "product_size_stock" s WHERE s."product_id" = product) THEN
      ARRAY(SELECT s."size" FROM "product_size_stock" s
        WHERE s."product_id" = product AND s."quantity" > 0
        ORDER BY array_position(ARRAY['S','M','MT','L','XL','XXL']::text[], s."size"))
    WHEN inventory > 0 THEN
      CASE WHEN cardinality(offered) = 0 THEN ARRAY['S','M','MT','L','XL','XXL']::text[] ELSE offered END
    ELSE '{}'::text[]
  END
$$;--> statement-breakpoint
-- Any write of the stock, the sizes or the column itself recomputes it: the application never
-- sets it.
CREATE FUNCTION "products_sizes_in_stock_set"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."sizes_in_stock" := "product_sizes_in_stock"(NEW."id", NEW."inventory", NEW."sizes");
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_sizes_in_stock_set" BEFORE INSERT OR UPDATE OF "inventory", "sizes", "sizes_in_stock"
  ON "products" FOR EACH ROW EXECUTE FUNCTION "products_sizes_in_stock_set"();--> statement-breakpoint
-- A change of a size's row recomputes its product's sizes (only when they differ, so a sale that
-- leaves a size in stock writes nothing more). Every writer of these rows already holds the
-- product's row (decision 0039), so this update waits on nobody new.
CREATE FUNCTION "product_size_stock_sizes_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed uuid;
BEGIN
  FOREACH changed IN ARRAY (CASE TG_OP
      WHEN 'INSERT' THEN ARRAY[NEW."product_id"]
      WHEN 'DELETE' THEN ARRAY[OLD."product_id"]
      ELSE ARRAY[OLD."product_id", NEW."product_id"] END) LOOP
    UPDATE "products" p SET "sizes_in_stock" = "product_sizes_in_stock"(p."id", p."inventory", p."sizes")
      WHERE p."id" = changed
        AND p."sizes_in_stock" IS DISTINCT FROM "product_sizes_in_stock"(p."id", p."inventory", p."sizes");
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_size_stock_sizes_follow" AFTER INSERT OR UPDATE OR DELETE ON "product_size_stock"
  FOR EACH ROW EXECUTE FUNCTION "product_size_stock_sizes_follow"();--> statement-breakpoint
UPDATE "products" SET "sizes_in_stock" = '{}'::text[];--> statement-breakpoint
CREATE INDEX "products_visible_facets_idx" ON "products" USING btree ("brand_id","price_cents","id","sizes_in_stock") WHERE "products"."is_active";
