CREATE TABLE "category_counts" (
	"category_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"active" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "category_counts_category_id_brand_id_pk" PRIMARY KEY("category_id","brand_id")
);
--> statement-breakpoint
ALTER TABLE "category_products" ADD COLUMN "brand_id" uuid;--> statement-breakpoint
ALTER TABLE "category_products" ADD COLUMN "product_active" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- category_products mirrors each product's brand and active switch (set before a link is
-- inserted, followed after every product update), so that category_counts is kept from
-- category_products alone: a product's links are deleted with it (cascade) carrying what they
-- counted.
UPDATE "category_products" AS cp SET "brand_id" = p."brand_id", "product_active" = p."is_active"
  FROM "products" AS p WHERE p."id" = cp."product_id";
--> statement-breakpoint
INSERT INTO "category_counts" ("category_id", "brand_id", "active")
  SELECT "category_id", "brand_id", count(*)::int FROM "category_products"
  WHERE "product_active" AND "brand_id" IS NOT NULL GROUP BY "category_id", "brand_id";
--> statement-breakpoint
CREATE FUNCTION "category_products_mirror"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p.brand_id, p.is_active INTO NEW.brand_id, NEW.product_active
    FROM products AS p WHERE p.id = NEW.product_id;
  NEW.product_active := coalesce(NEW.product_active, false);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "category_products_mirror" BEFORE INSERT OR UPDATE OF "product_id" ON "category_products"
  FOR EACH ROW EXECUTE FUNCTION "category_products_mirror"();
--> statement-breakpoint
CREATE FUNCTION "category_products_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE category_products AS cp SET brand_id = n.brand_id, product_active = n.is_active
    FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
    WHERE cp.product_id = n.id
      AND (n.brand_id IS DISTINCT FROM o.brand_id OR n.is_active IS DISTINCT FROM o.is_active);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "category_products_follow" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "category_products_follow"();
--> statement-breakpoint
-- category_counts: active products per category and brand, one upsert per statement and pair
-- (in key order, so concurrent writers never deadlock), as product_counts does per brand.
CREATE FUNCTION "category_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO category_counts AS c (category_id, brand_id, active)
      SELECT category_id, brand_id, count(*)::int FROM new_rows
      WHERE product_active AND brand_id IS NOT NULL
      GROUP BY category_id, brand_id ORDER BY category_id, brand_id
      ON CONFLICT (category_id, brand_id) DO UPDATE SET active = c.active + excluded.active;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO category_counts AS c (category_id, brand_id, active)
      SELECT category_id, brand_id, -count(*)::int FROM old_rows
      WHERE product_active AND brand_id IS NOT NULL
      GROUP BY category_id, brand_id ORDER BY category_id, brand_id
      ON CONFLICT (category_id, brand_id) DO UPDATE SET active = c.active + excluded.active;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO category_counts AS c (category_id, brand_id, active)
      SELECT category_id, brand_id, sum(delta)::int FROM (
        SELECT category_id, brand_id, 1 AS delta FROM new_rows
          WHERE product_active AND brand_id IS NOT NULL
        UNION ALL
        SELECT category_id, brand_id, -1 AS delta FROM old_rows
          WHERE product_active AND brand_id IS NOT NULL
      ) AS moves
      GROUP BY category_id, brand_id HAVING sum(delta) <> 0 ORDER BY category_id, brand_id
      ON CONFLICT (category_id, brand_id) DO UPDATE SET active = c.active + excluded.active;
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM category_counts;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "category_counts_insert" AFTER INSERT ON "category_products"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "category_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "category_counts_update" AFTER UPDATE ON "category_products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "category_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "category_counts_delete" AFTER DELETE ON "category_products"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "category_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "category_counts_truncate" AFTER TRUNCATE ON "category_products"
  FOR EACH STATEMENT EXECUTE FUNCTION "category_counts_apply"();
