CREATE TABLE "product_counts" (
	"brand_id" uuid PRIMARY KEY NOT NULL,
	"active" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_active_id_idx";--> statement-breakpoint
DROP INDEX "products_active_price_idx";--> statement-breakpoint
CREATE INDEX "products_visible_id_idx" ON "products" USING btree ("id" DESC NULLS LAST,"brand_id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_visible_price_idx" ON "products" USING btree ("price_cents","id","brand_id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_visible_brand_id_idx" ON "products" USING btree ("brand_id","id" DESC NULLS LAST) WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_visible_brand_price_idx" ON "products" USING btree ("brand_id","price_cents","id") WHERE "products"."is_active";--> statement-breakpoint
-- product_counts: active products per brand, kept exact by statement-level triggers on products
-- (one upsert per statement and brand, whatever the number of rows), for O(brands) shop totals.
CREATE FUNCTION "product_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_counts AS c (brand_id, active)
      SELECT brand_id, count(*)::int FROM new_rows
      WHERE is_active AND brand_id IS NOT NULL GROUP BY brand_id ORDER BY brand_id
      ON CONFLICT (brand_id) DO UPDATE SET active = c.active + excluded.active;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO product_counts AS c (brand_id, active)
      SELECT brand_id, -count(*)::int FROM old_rows
      WHERE is_active AND brand_id IS NOT NULL GROUP BY brand_id ORDER BY brand_id
      ON CONFLICT (brand_id) DO UPDATE SET active = c.active + excluded.active;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO product_counts AS c (brand_id, active)
      SELECT brand_id, sum(delta)::int FROM (
        SELECT brand_id, 1 AS delta FROM new_rows WHERE is_active AND brand_id IS NOT NULL
        UNION ALL
        SELECT brand_id, -1 AS delta FROM old_rows WHERE is_active AND brand_id IS NOT NULL
      ) AS moves
      GROUP BY brand_id HAVING sum(delta) <> 0 ORDER BY brand_id
      ON CONFLICT (brand_id) DO UPDATE SET active = c.active + excluded.active;
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM product_counts;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "product_counts_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "product_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "product_counts_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "product_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "product_counts_delete" AFTER DELETE ON "products" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "product_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "product_counts_truncate" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "product_counts_apply"();
--> statement-breakpoint
INSERT INTO "product_counts" ("brand_id", "active")
  SELECT "brand_id", count(*)::int FROM "products"
  WHERE "is_active" AND "brand_id" IS NOT NULL GROUP BY "brand_id";
