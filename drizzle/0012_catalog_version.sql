CREATE TABLE "catalog_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_version_one_row" CHECK ("catalog_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "catalog_version" ("id", "value") VALUES (1, 0);
--> statement-breakpoint
-- Raised by any write that can change which products a shop list holds or their order: products
-- added, removed, switched, moved to another brand or repriced; brands and categories switched,
-- renamed (lists are asked for by slug) or removed; category links added, removed or moved.
-- Row triggers raise it, so a statement that changes no row (a delete of an unknown id) changes
-- nothing, once per transaction (a transaction-local setting remembers it), so a bulk insert
-- raises it once. Statement triggers take its row's lock first, before the statement locks any
-- row of its own: every writer of the catalog's shape takes the two locks in the same order, so
-- none waits for another in a cycle. Restocking, ratings and texts never touch it, nor does
-- category_products' mirror of its product's brand and switch (the product's own update did).
CREATE FUNCTION "catalog_version_hold"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM catalog_version WHERE id = 1 FOR UPDATE;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "catalog_version_raise"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('eko.catalog_version_raised', true), '') <> 'on' THEN
    UPDATE catalog_version SET value = value + 1 WHERE id = 1;
    PERFORM set_config('eko.catalog_version_raised', 'on', true);
  END IF;
  IF TG_LEVEL = 'STATEMENT' THEN
    RETURN NULL;
  ELSIF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "catalog_version_hold" BEFORE INSERT OR DELETE OR UPDATE OF "is_active", "brand_id", "price_cents", "id" ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_hold"();
--> statement-breakpoint
CREATE TRIGGER "catalog_version_rows" BEFORE INSERT OR DELETE ON "products"
  FOR EACH ROW EXECUTE FUNCTION "catalog_version_raise"();
--> statement-breakpoint
CREATE TRIGGER "catalog_version_moves" BEFORE UPDATE ON "products" FOR EACH ROW
  WHEN (OLD."is_active" IS DISTINCT FROM NEW."is_active" OR OLD."brand_id" IS DISTINCT FROM NEW."brand_id"
    OR OLD."price_cents" IS DISTINCT FROM NEW."price_cents" OR OLD."id" IS DISTINCT FROM NEW."id")
  EXECUTE FUNCTION "catalog_version_raise"();
--> statement-breakpoint
CREATE TRIGGER "catalog_version_hold" BEFORE DELETE OR UPDATE OF "is_active", "slug", "id" ON "brands"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_hold"();
--> statement-breakpoint
CREATE TRIGGER "catalog_version_rows" BEFORE DELETE ON "brands"
  FOR EACH ROW EXECUTE FUNCTION "catalog_version_raise"();
--> statement-breakpoint
CREATE TRIGGER "catalog_version_moves" BEFORE UPDATE ON "brands" FOR EACH ROW
  WHEN (OLD."is_active" IS DISTINCT FROM NEW."is_active" OR OLD."slug" IS DISTINCT FROM NEW."slug"
    OR OLD."id" IS DISTINCT FROM NEW."id")
  EXECUTE FUNCTION "catalog_version_raise"();
--> statement-breakpoint
CREATE TRIGGER "catalog_version_hold" BEFORE DELETE OR UPDATE OF "is_active", "slug", "id" ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_hold"();
--> statement-breakpoint
CREATE TRIGGER "catalog_version_rows" BEFORE DELETE ON "categories"
  FOR EACH ROW EXECUTE FUNCTION "catalog_version_raise"();
--> statement-breakpoint
CREATE TRIGGER "catalog_version_moves" BEFORE UPDATE ON "categories" FOR EACH ROW
  WHEN (OLD."is_active" IS DISTINCT FROM NEW."is_active" OR OLD."slug" IS DISTINCT FROM NEW."slug"
    OR OLD."id" IS DISTINCT FROM NEW."id")
  EXECUTE FUNCTION "catalog_version_raise"();
--> statement-breakpoint
CREATE TRIGGER "catalog_version_hold" BEFORE INSERT OR DELETE OR UPDATE OF "category_id", "product_id" ON "category_products"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_hold"();
--> statement-breakpoint
CREATE TRIGGER "catalog_version_rows" BEFORE INSERT OR DELETE ON "category_products"
  FOR EACH ROW EXECUTE FUNCTION "catalog_version_raise"();
--> statement-breakpoint
CREATE TRIGGER "catalog_version_moves" BEFORE UPDATE ON "category_products" FOR EACH ROW
  WHEN (OLD."category_id" IS DISTINCT FROM NEW."category_id" OR OLD."product_id" IS DISTINCT FROM NEW."product_id")
  EXECUTE FUNCTION "catalog_version_raise"();
--> statement-breakpoint
CREATE TRIGGER "catalog_version_truncate" BEFORE TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_raise"();
--> statement-breakpoint
CREATE TRIGGER "catalog_version_truncate" BEFORE TRUNCATE ON "brands"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_raise"();
--> statement-breakpoint
CREATE TRIGGER "catalog_version_truncate" BEFORE TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_raise"();
--> statement-breakpoint
CREATE TRIGGER "catalog_version_truncate" BEFORE TRUNCATE ON "category_products"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_raise"();
