CREATE TABLE "product_facet_counts" (
	"brand_id" uuid NOT NULL,
	"band" smallint NOT NULL,
	"category_ids" uuid[] NOT NULL,
	"products" integer[] NOT NULL,
	CONSTRAINT "product_facet_counts_brand_id_band_category_ids_pk" PRIMARY KEY("brand_id","band","category_ids")
);
--> statement-breakpoint
CREATE TABLE "product_facet_keys" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid,
	"active" boolean NOT NULL,
	"band" smallint NOT NULL,
	"sizes" smallint NOT NULL,
	"category_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_facet_pending" (
	"brand_id" uuid NOT NULL,
	"band" smallint NOT NULL,
	"category_ids" uuid[] NOT NULL,
	"sizes" smallint NOT NULL,
	"delta" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_facet_keys" ADD CONSTRAINT "product_facet_keys_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The shop's facet counts kept by triggers (decision 0052): product_facet_keys follows each
-- product's facet key (from products, and from its links in category_products), its changes are
-- staged per statement in product_facet_pending, and a deferred trigger applies a transaction's
-- changes to product_facet_counts once, at commit, in key order (as the overview's rollup does,
-- decision 0050), so that two writers never take count rows in opposite orders and hold them only
-- while committing. The price bands are PRICE_BANDS of src/shared/product/facets.ts and the size
-- list PRODUCT_SIZES of src/shared/common/constants.ts (product-facets.rollup.test.ts checks both).
CREATE FUNCTION "product_price_band"(price_cents integer) RETURNS smallint
LANGUAGE sql IMMUTABLE AS $$
  SELECT (CASE WHEN price_cents < 10000 THEN 0 WHEN price_cents < 25000 THEN 1
    WHEN price_cents < 50000 THEN 2 ELSE 3 END)::smallint
$$;--> statement-breakpoint
-- Bit i set: PRODUCT_SIZES[i] is among the sizes (any other text is not a size the shop offers).
CREATE FUNCTION "product_sizes_bits"(sizes text[]) RETURNS smallint
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(bit_or(1 << (array_position(ARRAY['S','M','MT','L','XL','XXL']::text[], s) - 1)), 0)::smallint
    FROM unnest(sizes) AS s
    WHERE array_position(ARRAY['S','M','MT','L','XL','XXL']::text[], s) IS NOT NULL
$$;--> statement-breakpoint
-- A set of ids plus or minus others, sorted and without repeats (a product's categories).
CREATE FUNCTION "product_facet_ids_add"(ids uuid[], more uuid[]) RETURNS uuid[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(DISTINCT x ORDER BY x), '{}'::uuid[]) FROM unnest(ids || more) AS x
$$;--> statement-breakpoint
CREATE FUNCTION "product_facet_ids_remove"(ids uuid[], less uuid[]) RETURNS uuid[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(DISTINCT x ORDER BY x), '{}'::uuid[]) FROM unnest(ids) AS x
    WHERE x <> ALL (less)
$$;--> statement-breakpoint
-- Element by element, two count vectors of the same length.
CREATE FUNCTION "product_facet_add"(a integer[], b integer[]) RETURNS integer[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT array_agg(coalesce(x, 0) + coalesce(y, 0) ORDER BY i) FROM unnest(a, b) WITH ORDINALITY AS u(x, y, i)
$$;--> statement-breakpoint
-- Each product's key as it is now, with its links (sorted).
INSERT INTO "product_facet_keys" ("product_id", "brand_id", "active", "band", "sizes", "category_ids")
  SELECT p."id", p."brand_id", p."is_active", "product_price_band"(p."price_cents"),
    "product_sizes_bits"(p."sizes_in_stock"),
    ARRAY(SELECT cp."category_id" FROM "category_products" AS cp
      WHERE cp."product_id" = p."id" ORDER BY cp."category_id")
  FROM "products" AS p;
--> statement-breakpoint
INSERT INTO "product_facet_counts" ("brand_id", "band", "category_ids", "products")
  SELECT "brand_id", "band", "category_ids", array_agg(n ORDER BY s) FROM (
    SELECT k."brand_id", k."band", k."category_ids", s,
      count(*) FILTER (WHERE s = 0 OR (s & k."sizes"::integer) <> 0)::integer AS n
    FROM "product_facet_keys" AS k CROSS JOIN generate_series(0, 63) AS s
    WHERE k."active" AND k."brand_id" IS NOT NULL
    GROUP BY k."brand_id", k."band", k."category_ids", s
  ) AS per_choice
  GROUP BY "brand_id", "band", "category_ids";
--> statement-breakpoint
-- A product's key follows the product: made with it (no links yet), changed with its brand, active
-- switch, price band or sizes in stock (a sale that leaves its sizes as they were writes nothing),
-- and deleted with it (foreign key, cascade).
CREATE FUNCTION "product_facet_keys_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_facet_keys (product_id, brand_id, active, band, sizes)
    SELECT n.id, n.brand_id, n.is_active, product_price_band(n.price_cents),
      product_sizes_bits(n.sizes_in_stock)
    FROM new_rows AS n;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_facet_keys_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "product_facet_keys_insert"();--> statement-breakpoint
CREATE FUNCTION "product_facet_keys_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_facet_keys AS k
    SET brand_id = n.brand_id, active = n.is_active, band = product_price_band(n.price_cents),
      sizes = product_sizes_bits(n.sizes_in_stock)
    FROM new_rows AS n
    WHERE k.product_id = n.id
      AND (k.brand_id IS DISTINCT FROM n.brand_id OR k.active <> n.is_active
        OR k.band <> product_price_band(n.price_cents)
        OR k.sizes <> product_sizes_bits(n.sizes_in_stock));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_facet_keys_follow" AFTER UPDATE ON "products"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "product_facet_keys_follow"();--> statement-breakpoint
-- A product's categories follow its links, as changes (a link added, a link removed), never
-- read again from category_products: the product's row is locked first (in id order), as every
-- other writer of a product's key holds it, so two writers of one product's key wait for each
-- other and each applies its change to the key as the one before left it. During a product's
-- deletion its row (and maybe its key) is already gone: nothing to follow.
CREATE FUNCTION "product_facet_links_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM products AS p WHERE p.id IN (SELECT product_id FROM new_rows)
      ORDER BY p.id FOR NO KEY UPDATE;
    UPDATE product_facet_keys AS k SET category_ids = product_facet_ids_add(k.category_ids, a.ids)
      FROM (SELECT product_id, array_agg(category_id) AS ids FROM new_rows GROUP BY product_id) AS a
      WHERE k.product_id = a.product_id;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM products AS p WHERE p.id IN (SELECT product_id FROM old_rows)
      ORDER BY p.id FOR NO KEY UPDATE;
    UPDATE product_facet_keys AS k
      SET category_ids = product_facet_ids_remove(k.category_ids, r.ids)
      FROM (SELECT product_id, array_agg(category_id) AS ids FROM old_rows GROUP BY product_id) AS r
      WHERE k.product_id = r.product_id;
  ELSIF TG_OP = 'UPDATE' THEN
    -- Only links that came or went (most updates here only follow the product's brand and switch).
    PERFORM 1 FROM products AS p
      WHERE p.id IN (
        SELECT product_id FROM (
          (SELECT category_id, product_id FROM new_rows EXCEPT SELECT category_id, product_id FROM old_rows)
          UNION ALL
          (SELECT category_id, product_id FROM old_rows EXCEPT SELECT category_id, product_id FROM new_rows)
        ) AS moved)
      ORDER BY p.id FOR NO KEY UPDATE;
    UPDATE product_facet_keys AS k
      SET category_ids = product_facet_ids_remove(k.category_ids, r.ids)
      FROM (SELECT product_id, array_agg(category_id) AS ids FROM (
          SELECT category_id, product_id FROM old_rows EXCEPT SELECT category_id, product_id FROM new_rows
        ) AS gone GROUP BY product_id) AS r
      WHERE k.product_id = r.product_id;
    UPDATE product_facet_keys AS k SET category_ids = product_facet_ids_add(k.category_ids, a.ids)
      FROM (SELECT product_id, array_agg(category_id) AS ids FROM (
          SELECT category_id, product_id FROM new_rows EXCEPT SELECT category_id, product_id FROM old_rows
        ) AS came GROUP BY product_id) AS a
      WHERE k.product_id = a.product_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_facet_links_insert" AFTER INSERT ON "category_products"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "product_facet_links_follow"();--> statement-breakpoint
CREATE TRIGGER "product_facet_links_update" AFTER UPDATE ON "category_products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "product_facet_links_follow"();--> statement-breakpoint
CREATE TRIGGER "product_facet_links_delete" AFTER DELETE ON "category_products"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "product_facet_links_follow"();--> statement-breakpoint
-- A truncate of the links empties every product's categories.
CREATE FUNCTION "product_facet_links_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_facet_keys SET category_ids = '{}'::uuid[] WHERE cardinality(category_ids) > 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_facet_links_truncate" AFTER TRUNCATE ON "category_products"
  FOR EACH STATEMENT EXECUTE FUNCTION "product_facet_links_truncate"();--> statement-breakpoint
-- A key's change, staged: the old key counted off, the new one on (a product counts while it is
-- active and has a brand; whether the brand and its categories are active is read with the counts).
CREATE FUNCTION "product_facet_keys_stage"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_facet_pending (brand_id, band, category_ids, sizes, delta)
      SELECT brand_id, band, category_ids, sizes, count(*)::integer FROM new_rows
      WHERE active AND brand_id IS NOT NULL
      GROUP BY brand_id, band, category_ids, sizes;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO product_facet_pending (brand_id, band, category_ids, sizes, delta)
      SELECT brand_id, band, category_ids, sizes, -count(*)::integer FROM old_rows
      WHERE active AND brand_id IS NOT NULL
      GROUP BY brand_id, band, category_ids, sizes;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO product_facet_pending (brand_id, band, category_ids, sizes, delta)
      SELECT brand_id, band, category_ids, sizes, sum(delta)::integer FROM (
        SELECT brand_id, band, category_ids, sizes, 1 AS delta FROM new_rows
          WHERE active AND brand_id IS NOT NULL
        UNION ALL
        SELECT brand_id, band, category_ids, sizes, -1 AS delta FROM old_rows
          WHERE active AND brand_id IS NOT NULL
      ) AS moves
      GROUP BY brand_id, band, category_ids, sizes HAVING sum(delta) <> 0;
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM product_facet_pending;
    DELETE FROM product_facet_counts;
    RETURN NULL;
  END IF;
  IF FOUND THEN
    PERFORM set_config('eko.product_facet_pending', '1', true);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_facet_keys_stage_insert" AFTER INSERT ON "product_facet_keys"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "product_facet_keys_stage"();--> statement-breakpoint
CREATE TRIGGER "product_facet_keys_stage_update" AFTER UPDATE ON "product_facet_keys"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "product_facet_keys_stage"();--> statement-breakpoint
CREATE TRIGGER "product_facet_keys_stage_delete" AFTER DELETE ON "product_facet_keys"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "product_facet_keys_stage"();--> statement-breakpoint
CREATE TRIGGER "product_facet_keys_stage_truncate" AFTER TRUNCATE ON "product_facet_keys"
  FOR EACH STATEMENT EXECUTE FUNCTION "product_facet_keys_stage"();--> statement-breakpoint
-- At commit: the transaction's staged changes, summed per key and size choice and applied once
-- (the first of the deferred calls), in key order.
CREATE FUNCTION "product_facet_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('eko.product_facet_pending', true), '') <> '1' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('eko.product_facet_pending', '0', true);
  WITH moved AS (DELETE FROM product_facet_pending RETURNING *),
  net AS (
    SELECT brand_id, band, category_ids, sizes, sum(delta)::integer AS delta FROM moved
    GROUP BY brand_id, band, category_ids, sizes HAVING sum(delta) <> 0
  ),
  vectors AS (
    SELECT brand_id, band, category_ids, array_agg(n ORDER BY s) AS products FROM (
      SELECT net.brand_id, net.band, net.category_ids, s,
        coalesce(sum(net.delta) FILTER (WHERE s = 0 OR (s & net.sizes::integer) <> 0), 0)::integer AS n
      FROM net CROSS JOIN generate_series(0, 63) AS s
      GROUP BY net.brand_id, net.band, net.category_ids, s
    ) AS per_choice
    GROUP BY brand_id, band, category_ids
  )
  INSERT INTO product_facet_counts AS c (brand_id, band, category_ids, products)
    SELECT brand_id, band, category_ids, products FROM vectors
    ORDER BY brand_id, band, category_ids
    ON CONFLICT (brand_id, band, category_ids)
    DO UPDATE SET products = product_facet_add(c.products, excluded.products);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "product_facet_pending_apply" AFTER INSERT ON "product_facet_pending"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "product_facet_apply"();
