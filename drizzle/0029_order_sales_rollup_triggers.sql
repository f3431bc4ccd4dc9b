-- The overview's daily rollup (decision 0050): order_sales_daily, order_orders_daily and
-- order_scope_live, kept exactly right by triggers on order_items and order_returns, so that every
-- write path (checkout, cancellations, item statuses, returns and refunds, sweepers, and any
-- future one) keeps it right without knowing it. What an item contributes is decision 0043's:
-- nothing when cancelled; else its quantity and price paid less its refunded returns, on the UTC
-- day of its order. The row triggers only stage changes (order_sales_pending, order_live_pending);
-- a deferred trigger applies a transaction's changes once, at commit, in key order, so that two
-- writers never take rollup rows in opposite orders (no deadlock) and hold them only briefly.
CREATE FUNCTION "order_sales_day"(order_key uuid) RETURNS date LANGUAGE plpgsql AS $$
DECLARE
  d date;
BEGIN
  SELECT (o.created AT TIME ZONE 'UTC')::date INTO d FROM orders AS o WHERE o.id = order_key;
  IF d IS NULL THEN
    -- The order is being deleted (its items and returns go with it): the day it was kept under.
    SELECT l.day INTO d FROM order_scope_live AS l WHERE l.order_id = order_key LIMIT 1;
  END IF;
  IF d IS NULL THEN
    SELECT l.day INTO d FROM order_live_pending AS l WHERE l.order_id = order_key LIMIT 1;
  END IF;
  IF d IS NULL THEN
    RAISE EXCEPTION 'order_sales_day: no day for order %', order_key;
  END IF;
  RETURN d;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "order_sales_stage"(d date, brand uuid, product uuid, units bigint, cents bigint)
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF units <> 0 OR cents <> 0 THEN
    INSERT INTO order_sales_pending (day, brand_key, product_key, units, cents)
      VALUES (d, coalesce(brand, '00000000-0000-0000-0000-000000000000'),
        coalesce(product, '00000000-0000-0000-0000-000000000000'), units, cents);
    PERFORM set_config('eko.order_sales_pending', '1', true);
  END IF;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "order_live_stage"(order_key uuid, brand uuid, d date, delta integer)
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_live_pending (order_id, scope_key, day, live) VALUES
    (order_key, 'ffffffff-ffff-ffff-ffff-ffffffffffff', d, delta),
    (order_key, coalesce(brand, '00000000-0000-0000-0000-000000000000'), d, delta);
  PERFORM set_config('eko.order_sales_pending', '1', true);
END
$$;
--> statement-breakpoint
-- An item's change: its old contribution off, its new one on. The refunded returns are read now
-- (a fresh snapshot per statement under READ COMMITTED), with the item's row locked by the write.
CREATE FUNCTION "order_items_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_live boolean := TG_OP <> 'INSERT' AND OLD.status <> 'Cancelled';
  new_live boolean := TG_OP <> 'DELETE' AND NEW.status <> 'Cancelled';
  old_day date;
  new_day date;
  r_units bigint;
  r_cents bigint;
BEGIN
  IF old_live THEN
    old_day := order_sales_day(OLD.order_id);
  END IF;
  IF new_live THEN
    new_day := CASE WHEN old_live AND NEW.order_id = OLD.order_id THEN old_day
      ELSE order_sales_day(NEW.order_id) END;
  END IF;
  IF old_live AND new_live AND NEW.order_id = OLD.order_id
      AND NEW.brand_id IS NOT DISTINCT FROM OLD.brand_id
      AND NEW.product_id IS NOT DISTINCT FROM OLD.product_id THEN
    -- Same key, still counted: only the quantity or price may have moved (refunds cancel out).
    PERFORM order_sales_stage(new_day, NEW.brand_id, NEW.product_id,
      NEW.quantity - OLD.quantity, NEW.total_price_cents - OLD.total_price_cents);
  ELSE
    IF old_live THEN
      SELECT coalesce(sum(r.quantity), 0), coalesce(sum(r.amount_cents), 0) INTO r_units, r_cents
        FROM order_returns AS r
        WHERE r.order_item_id = OLD.id AND r.kind = 'return' AND r.status = 'refunded';
      PERFORM order_sales_stage(old_day, OLD.brand_id, OLD.product_id,
        -(OLD.quantity - r_units), -(OLD.total_price_cents - r_cents));
    END IF;
    IF new_live THEN
      SELECT coalesce(sum(r.quantity), 0), coalesce(sum(r.amount_cents), 0) INTO r_units, r_cents
        FROM order_returns AS r
        WHERE r.order_item_id = NEW.id AND r.kind = 'return' AND r.status = 'refunded';
      PERFORM order_sales_stage(new_day, NEW.brand_id, NEW.product_id,
        NEW.quantity - r_units, NEW.total_price_cents - r_cents);
    END IF;
  END IF;
  -- The orders count: an order counts in a scope while it has a counted item there.
  IF NOT (old_live AND new_live AND NEW.order_id = OLD.order_id
      AND NEW.brand_id IS NOT DISTINCT FROM OLD.brand_id) THEN
    IF old_live THEN
      PERFORM order_live_stage(OLD.order_id, OLD.brand_id, old_day, -1);
    END IF;
    IF new_live THEN
      PERFORM order_live_stage(NEW.order_id, NEW.brand_id, new_day, 1);
    END IF;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "order_items_rollup" AFTER INSERT OR UPDATE OF "status", "quantity",
  "total_price_cents", "brand_id", "product_id", "order_id" ON "order_items"
  FOR EACH ROW EXECUTE FUNCTION "order_items_rollup"();
--> statement-breakpoint
-- Before the delete, while the item's returns are still there (a cascade deletes them after).
CREATE TRIGGER "order_items_rollup_delete" BEFORE DELETE ON "order_items"
  FOR EACH ROW EXECUTE FUNCTION "order_items_rollup"();
--> statement-breakpoint
-- A refund entering (units > 0) or leaving (units < 0) an item. The item's row is locked first,
-- so a cancellation of the same item racing it is ordered against it: whichever commits second
-- sees the other, and the refund is taken off a counted item only.
CREATE FUNCTION "order_sales_refund"(item uuid, units bigint, cents bigint)
  RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  it record;
BEGIN
  SELECT i.order_id, i.brand_id, i.product_id, i.status INTO it
    FROM order_items AS i WHERE i.id = item FOR UPDATE;
  IF NOT FOUND OR it.status = 'Cancelled' THEN
    RETURN;
  END IF;
  PERFORM order_sales_stage(order_sales_day(it.order_id), it.brand_id, it.product_id,
    -units, -cents);
END
$$;
--> statement-breakpoint
CREATE FUNCTION "order_returns_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_counted boolean := TG_OP <> 'INSERT' AND OLD.kind = 'return' AND OLD.status = 'refunded';
  new_counted boolean := TG_OP <> 'DELETE' AND NEW.kind = 'return' AND NEW.status = 'refunded';
BEGIN
  IF old_counted AND new_counted AND NEW.order_item_id = OLD.order_item_id
      AND NEW.quantity = OLD.quantity AND NEW.amount_cents = OLD.amount_cents THEN
    RETURN NULL;
  END IF;
  IF old_counted THEN
    PERFORM order_sales_refund(OLD.order_item_id, -OLD.quantity, -OLD.amount_cents);
  END IF;
  IF new_counted THEN
    PERFORM order_sales_refund(NEW.order_item_id, NEW.quantity, NEW.amount_cents);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "order_returns_rollup" AFTER INSERT OR UPDATE OR DELETE ON "order_returns"
  FOR EACH ROW EXECUTE FUNCTION "order_returns_rollup"();
--> statement-breakpoint
-- At commit: the transaction's staged changes, summed and applied in key order (sales rows, then
-- the orders' live counters, then the orders per day), once (the first of the deferred calls).
CREATE FUNCTION "order_sales_apply"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('eko.order_sales_pending', true), '') <> '1' THEN
    RETURN;
  END IF;
  PERFORM set_config('eko.order_sales_pending', '0', true);
  WITH moved AS (DELETE FROM order_sales_pending RETURNING *)
  INSERT INTO order_sales_daily AS s (day, brand_key, product_key, units, cents)
    SELECT day, brand_key, product_key, sum(units), sum(cents) FROM moved
    GROUP BY day, brand_key, product_key HAVING sum(units) <> 0 OR sum(cents) <> 0
    ORDER BY day, brand_key, product_key
    ON CONFLICT (day, brand_key, product_key)
    DO UPDATE SET units = s.units + excluded.units, cents = s.cents + excluded.cents;
  WITH moved AS (DELETE FROM order_live_pending RETURNING *),
  net AS (
    SELECT order_id, scope_key, min(day) AS day, sum(live)::int AS delta FROM moved
    GROUP BY order_id, scope_key HAVING sum(live) <> 0
  ),
  counted AS (
    INSERT INTO order_scope_live AS l (order_id, scope_key, day, live_items)
      SELECT order_id, scope_key, day, delta FROM net ORDER BY order_id, scope_key
      ON CONFLICT (order_id, scope_key) DO UPDATE SET live_items = l.live_items + excluded.live_items
      RETURNING l.order_id, l.scope_key, l.day, l.live_items
  ),
  moves AS (
    SELECT c.day, c.scope_key,
      CASE WHEN c.live_items > 0 AND c.live_items - n.delta <= 0 THEN 1
        WHEN c.live_items <= 0 AND c.live_items - n.delta > 0 THEN -1 ELSE 0 END AS orders
    FROM counted AS c JOIN net AS n ON n.order_id = c.order_id AND n.scope_key = c.scope_key
  )
  INSERT INTO order_orders_daily AS o (day, scope_key, orders)
    SELECT day, scope_key, sum(orders) FROM moves
    GROUP BY scope_key, day HAVING sum(orders) <> 0 ORDER BY scope_key, day
    ON CONFLICT (scope_key, day) DO UPDATE SET orders = o.orders + excluded.orders;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "order_sales_flush"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_sales_apply();
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- An order moved to another day (the store never does it; tests and data fixes may): its counted
-- items move from the old day's rows to the new one's, and so does its count in each scope.
-- This is applied at once (the transaction's staged changes first), not at commit.
CREATE FUNCTION "orders_rollup_move"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_day date := (OLD.created AT TIME ZONE 'UTC')::date;
  new_day date := (NEW.created AT TIME ZONE 'UTC')::date;
  it record;
  r_units bigint;
  r_cents bigint;
BEGIN
  IF old_day = new_day THEN
    RETURN NULL;
  END IF;
  FOR it IN SELECT i.id, i.brand_id, i.product_id, i.quantity, i.total_price_cents
      FROM order_items AS i WHERE i.order_id = NEW.id AND i.status <> 'Cancelled'
      ORDER BY i.id FOR UPDATE LOOP
    SELECT coalesce(sum(r.quantity), 0), coalesce(sum(r.amount_cents), 0) INTO r_units, r_cents
      FROM order_returns AS r
      WHERE r.order_item_id = it.id AND r.kind = 'return' AND r.status = 'refunded';
    PERFORM order_sales_stage(old_day, it.brand_id, it.product_id,
      -(it.quantity - r_units), -(it.total_price_cents - r_cents));
    PERFORM order_sales_stage(new_day, it.brand_id, it.product_id,
      it.quantity - r_units, it.total_price_cents - r_cents);
  END LOOP;
  PERFORM set_config('eko.order_sales_pending', '1', true);
  PERFORM order_sales_apply();
  WITH moved AS (
    UPDATE order_scope_live SET day = new_day WHERE order_id = NEW.id
      RETURNING scope_key, live_items
  )
  INSERT INTO order_orders_daily AS o (day, scope_key, orders)
    SELECT v.day, m.scope_key, v.delta FROM moved AS m
    CROSS JOIN (VALUES (old_day, -1), (new_day, 1)) AS v (day, delta)
    WHERE m.live_items > 0 ORDER BY m.scope_key, v.day
    ON CONFLICT (scope_key, day) DO UPDATE SET orders = o.orders + excluded.orders;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_rollup_move" AFTER UPDATE OF "created" ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "orders_rollup_move"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "order_sales_pending_flush" AFTER INSERT ON "order_sales_pending"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "order_sales_flush"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "order_live_pending_flush" AFTER INSERT ON "order_live_pending"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "order_sales_flush"();
--> statement-breakpoint
-- The figures so far, from the rows as they are (the overview's queries until now).
INSERT INTO "order_sales_daily" ("day", "brand_key", "product_key", "units", "cents")
  SELECT (o.created AT TIME ZONE 'UTC')::date,
    coalesce(i.brand_id, '00000000-0000-0000-0000-000000000000'),
    coalesce(i.product_id, '00000000-0000-0000-0000-000000000000'),
    sum(i.quantity - coalesce(r.units, 0)), sum(i.total_price_cents - coalesce(r.cents, 0))
  FROM order_items AS i
  JOIN orders AS o ON o.id = i.order_id
  LEFT JOIN (
    SELECT order_item_id, sum(quantity) AS units, sum(amount_cents) AS cents FROM order_returns
    WHERE kind = 'return' AND status = 'refunded' GROUP BY order_item_id
  ) AS r ON r.order_item_id = i.id
  WHERE i.status <> 'Cancelled'
  GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "order_scope_live" ("order_id", "scope_key", "day", "live_items")
  SELECT i.order_id, s.scope_key, (o.created AT TIME ZONE 'UTC')::date, count(*)::int
  FROM order_items AS i
  JOIN orders AS o ON o.id = i.order_id
  CROSS JOIN LATERAL (VALUES ('ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid),
    (coalesce(i.brand_id, '00000000-0000-0000-0000-000000000000'))) AS s (scope_key)
  WHERE i.status <> 'Cancelled'
  GROUP BY i.order_id, s.scope_key, o.created;
--> statement-breakpoint
INSERT INTO "order_orders_daily" ("day", "scope_key", "orders")
  SELECT day, scope_key, count(*) FROM order_scope_live WHERE live_items > 0
  GROUP BY day, scope_key;
