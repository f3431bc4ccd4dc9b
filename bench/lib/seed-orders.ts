/**
 * The benchmarks' order history: tens of thousands of paid orders on top of the demo catalog,
 * written in bulk by `INSERT ... SELECT generate_series` through the tables' real columns, so
 * every query of the store (the overview, the order lists, the exports) runs on them as on orders
 * the checkout placed. Not part of the store: nothing under src/ calls it.
 *
 * The shape (deterministic for a seed word, relative to `now`):
 * - orders spread evenly over the last `days` days, by `customers` shoppers, a few of whom buy
 *   far more often than the rest; each with 1 (55%), 2 (30%) or 3 (15%) items of the catalog's
 *   active branded products (the first products sell more), 1 unit (80%), 2 (15%) or 3 (5%),
 *   in one of the product's sizes, at its price;
 * - every order has its paid checkout session (the items as priced, the same totals), a cart per
 *   shopper, a shipping address, Stripe (70%) or Paystack (30%);
 * - item statuses by age: 4% cancelled (90% of those refunded by a cancellation row); under 2
 *   days Not processed or Processing; under 7 days Processing, Shipped or Delivered; older mostly
 *   Delivered (5% still Shipped); with their shipped and delivered times and status history;
 * - 6% of the delivered items have a return: refunded (60%), requested (15%), accepted (10%) or
 *   refused (15%), of 1 to all of the item's units at the price paid.
 * Order numbers come from the table's own sequence, in the order the orders were placed, and
 * every id is a UUIDv7 of its row's time, as the store's would be.
 */
import { sql } from 'drizzle-orm';

import type { Db, DbOrTx } from '../../src/server/db/client';

export interface OrderSeedOptions {
  /** Orders to add. */
  orders: number;
  /** Shoppers placing them (made once, reused by a later seed); default orders ÷ 20, at least 50. */
  customers?: number;
  /** How far back the orders go, in days. */
  days?: number;
  /** The same seed word, count and `now` give the same orders. */
  seed?: string;
  now?: Date;
  /** Told how long each statement took. */
  log?: (line: string) => void;
}

export interface OrderSeedResult {
  orders: number;
  items: number;
  customers: number;
  returns: number;
}

const FIRST_NAMES = [
  'Adaeze',
  'Babatunde',
  'Chidi',
  'Damilola',
  'Emeka',
  'Folake',
  'Gbenga',
  'Halima',
  'Ifeanyi',
  'Jide',
  'Kemi',
  'Lanre',
  'Musa',
  'Ngozi',
  'Olumide',
  'Segun',
  'Tobi',
  'Uche',
  'Yusuf',
  'Zainab',
];
const LAST_NAMES = [
  'Okafor',
  'Adeyemi',
  'Bello',
  'Eze',
  'Ibrahim',
  'Nwosu',
  'Ogunleye',
  'Okoro',
  'Balogun',
  'Danjuma',
  'Afolabi',
  'Mensah',
  'Asante',
  'Owusu',
  'Lawal',
];
const CITIES = [
  ['Lagos', 'Lagos', 'NG'],
  ['Abuja', 'FCT', 'NG'],
  ['Ibadan', 'Oyo', 'NG'],
  ['Port Harcourt', 'Rivers', 'NG'],
  ['Accra', 'Greater Accra', 'GH'],
  ['London', 'England', 'GB'],
  ['Houston', 'TX', 'US'],
] as const;
const RETURN_REASONS = ['Does not fit', 'Not as described', 'Changed my mind', 'Arrived damaged'];

/** SQL array literal of known, quote-free words. */
const words = (list: readonly string[]) => `array[${list.map((w) => `'${w}'`).join(',')}]`;

const SEED_WORD = /^[a-z0-9-]{1,20}$/;

/** Adds `orders` orders (see the file's comment); answers what it wrote. */
export async function seedOrders(db: Db, options: OrderSeedOptions): Promise<OrderSeedResult> {
  const total = options.orders;
  if (!Number.isInteger(total) || total < 1 || total > 1_000_000) {
    throw new Error('orders must be a whole number from 1 to 1000000.');
  }
  const customers = options.customers ?? Math.max(50, Math.round(total / 20));
  if (!Number.isInteger(customers) || customers < 1 || customers > 200_000) {
    throw new Error('customers must be a whole number from 1 to 200000.');
  }
  const days = options.days ?? 365;
  if (!Number.isInteger(days) || days < 1 || days > 3650) throw new Error('days: 1 to 3650.');
  const seed = options.seed ?? 'eko';
  if (!SEED_WORD.test(seed)) throw new Error('seed: lower-case letters, digits and dashes.');
  const now = `'${(options.now ?? new Date()).toISOString()}'::timestamptz`;

  /** A number in [0, 1) drawn from the seed, a salt and a key: the same inputs, the same draw. */
  const draw = (salt: string, key: string) =>
    `(('x' || substr(md5('${seed}:${salt}:' || (${key})::text), 1, 8))::bit(32)::bigint::float8 / 4294967296.0)`;
  /** A UUIDv7 of the instant `at` (its first 48 bits are the milliseconds), the rest drawn. */
  const uuid7 = (at: string, salt: string, key: string) => {
    const hash = `md5('${seed}:id:${salt}:' || (${key})::text)`;
    return `(lpad(to_hex(floor(extract(epoch from ${at}) * 1000)::bigint), 12, '0') || '7' || substr(${hash}, 1, 3) || '8' || substr(${hash}, 4, 15))::uuid`;
  };
  const log = options.log ?? (() => undefined);
  const run = async (tx: DbOrTx, text: string) => {
    const started = performance.now();
    const result = await tx.execute(sql.raw(text));
    // The planner knows a temporary table's size only once it is analyzed.
    const made = /^create temporary table (\w+)/.exec(text.trim())?.[1];
    if (made) await tx.execute(sql.raw(`analyze ${made}`));
    log(
      `${text.trim().split(/\s+/).slice(0, 4).join(' ')}: ${Math.round(performance.now() - started)} ms`,
    );
    return result;
  };
  const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
  const single = async (tx: DbOrTx, text: string) =>
    Number(Object.values(rowsOf(await run(tx, text))[0] ?? {})[0] ?? 0);

  return db.transaction(async (tx) => {
    // The catalog the orders buy from: active products of a brand, in a fixed order.
    await run(
      tx,
      `create temporary table bench_products on commit drop as
       select row_number() over (order by p.id) as k, p.id, p.name, p.slug, p.image_key,
              p.price_cents, p.brand_id,
              case when cardinality(p.sizes) = 0 then array['M'] else p.sizes end as sizes
       from products p where p.is_active and p.brand_id is not null`,
    );
    const productCount = await single(tx, 'select count(*) from bench_products');
    if (productCount === 0) throw new Error('No branded product to order: seed the demo first.');

    // The shoppers (made once: a later seed reuses them) and a cart each.
    await run(
      tx,
      `insert into users (id, email, first_name, last_name, phone_number, role, email_verified_at, created, updated)
       select ${uuid7('s.at', 'user', 's.i')}, 'bench-shopper-' || s.i || '@bench.test',
              (${words(FIRST_NAMES)})[1 + floor(${draw('first', 's.i')} * ${FIRST_NAMES.length})::int],
              (${words(LAST_NAMES)})[1 + floor(${draw('last', 's.i')} * ${LAST_NAMES.length})::int],
              '+234 80' || lpad((floor(${draw('phone', 's.i')} * 100000000))::bigint::text, 8, '0'),
              'ROLE MEMBER', s.at, s.at, s.at
       from (select i, ${now} - interval '${days + 30} days' + i * interval '1 second' as at
             from generate_series(1, ${customers}) i) s
       on conflict (email) do nothing`,
    );
    await run(
      tx,
      `create temporary table bench_customers on commit drop as
       select row_number() over (order by u.id) as k, u.id, u.email, u.first_name || ' ' || u.last_name as name,
              u.phone_number as phone, u.created
       from users u where u.email like 'bench-shopper-%@bench.test'`,
    );
    const customerCount = await single(tx, 'select count(*) from bench_customers');
    await run(
      tx,
      `insert into carts (id, user_id, created, updated)
       select ${uuid7('c.created', 'cart', 'c.k')}, c.id, c.created, c.created from bench_customers c
       where not exists (select 1 from carts x where x.user_id = c.id)`,
    );
    await run(
      tx,
      `create temporary table bench_carts on commit drop as
       select distinct on (x.user_id) x.user_id, x.id as cart_id
       from carts x join bench_customers c on c.id = x.user_id order by x.user_id, x.id`,
    );

    // The orders: when, by whom, how many items; keys go on from the orders already there.
    const offset = await single(tx, 'select count(*) from orders');
    await run(
      tx,
      `create temporary table bench_orders on commit drop as
       select o.n, o.at, ${uuid7('o.at', 'order', 'o.n')} as id, ${uuid7("o.at - interval '5 minutes'", 'session', 'o.n')} as session_id,
              c.id as user_id, c.name, c.email, c.phone, x.cart_id,
              case when ${draw('items', 'o.n')} < 0.55 then 1 when ${draw('items', 'o.n')} < 0.85 then 2 else 3 end as item_count,
              case when ${draw('provider', 'o.n')} < 0.7 then 'stripe' else 'paystack' end as provider,
              1 + floor(${draw('city', 'o.n')} * ${CITIES.length})::int as city
       from (select n, ${now} - ${draw('day', 'n')} * interval '${days} days' as at,
                    1 + floor(power(${draw('customer', 'n')}, 2) * ${customerCount})::int as customer
             from generate_series(${offset + 1}, ${offset + total}) n
             offset 0) o
       join bench_customers c on c.k = o.customer
       join bench_carts x on x.user_id = c.id`,
    );

    // Their items, with the status each has reached by now.
    const key = '(o.n * 4 + j)';
    await run(
      tx,
      `create temporary table bench_items on commit drop as
       select i.*,
              case when i.status in ('Shipped', 'Delivered')
                   then i.at + least(i.age * 0.3, 2) * interval '1 day' end as shipped_at,
              case when i.status = 'Delivered'
                   then i.at + least(i.age * 0.7, 6) * interval '1 day' end as delivered_at
       from (
         select o.n, o.id as order_id, o.at, ${uuid7('o.at', 'item', key)} as id, ${key} as key,
                p.id as product_id, p.brand_id, p.name, p.slug, p.image_key, p.price_cents,
                p.sizes[1 + floor(${draw('size', key)} * cardinality(p.sizes))::int] as size,
                case when ${draw('qty', key)} < 0.8 then 1 when ${draw('qty', key)} < 0.95 then 2 else 3 end as quantity,
                extract(epoch from ${now} - o.at) / 86400 as age,
                case
                  when ${draw('status', key)} < 0.04 then 'Cancelled'
                  when o.at > ${now} - interval '2 days'
                    then case when ${draw('status', key)} < 0.6 then 'Not processed' else 'Processing' end
                  when o.at > ${now} - interval '7 days'
                    then case when ${draw('status', key)} < 0.25 then 'Processing'
                              when ${draw('status', key)} < 0.7 then 'Shipped' else 'Delivered' end
                  else case when ${draw('status', key)} < 0.09 then 'Shipped' else 'Delivered' end
                end as status
         from (select o.*, j, 1 + floor(power(${draw('product', key)}, 1.5) * ${productCount})::int as product
               from bench_orders o cross join lateral generate_series(1, o.item_count) j
               offset 0) o
         join bench_products p on p.k = o.product
       ) i`,
    );
    await run(
      tx,
      `create temporary table bench_totals on commit drop as
       select order_id, sum(price_cents * quantity)::int as subtotal,
              jsonb_agg(jsonb_build_object('productId', product_id, 'name', name, 'slug', slug,
                'imageKey', image_key, 'size', size, 'quantity', quantity, 'priceCents', price_cents)
                order by key) as lines
       from bench_items group by order_id`,
    );

    const address = `jsonb_build_object('address', (1 + o.n % 97) || ' Bench Street',
      'city', (${words(CITIES.map((c) => c[0]))})[o.city], 'state', (${words(CITIES.map((c) => c[1]))})[o.city],
      'country', (${words(CITIES.map((c) => c[2]))})[o.city], 'zipCode', lpad((o.n % 99999)::text, 5, '0'))`;
    const shipping = 'case when t.subtotal >= 50000 then 0 else 1500 end';
    await run(
      tx,
      `insert into checkout_sessions (id, cart_id, user_id, provider, provider_session_id, status,
         currency, subtotal_cents, shipping_cents, total_cents, contact_name, contact_email,
         contact_phone, items, shipping_address, shipping_option_name, shipping_estimate,
         idempotency_key, expires_at, payment_reference, paid_at, closed_at, created, updated)
       select o.session_id, o.cart_id, o.user_id, o.provider, 'bench_${seed}_cs_' || o.n, 'paid',
              'usd', t.subtotal, ${shipping}, t.subtotal + ${shipping}, o.name, o.email, o.phone,
              t.lines, ${address}, 'Standard', '3-5 business days',
              'bench-${seed}-' || o.n, o.at + interval '25 minutes', 'bench_${seed}_pay_' || o.n,
              o.at, o.at, o.at - interval '5 minutes', o.at
       from bench_orders o join bench_totals t on t.order_id = o.id`,
    );
    // In the order they were placed, so the sequence numbers them as the checkout would have.
    await run(
      tx,
      `insert into orders (id, user_id, cart_id, checkout_session_id, currency, subtotal_cents,
         shipping_cents, total_cents, payment_provider, payment_reference, contact_name,
         contact_email, contact_phone, shipping_address, shipping_option_name, shipping_estimate,
         created, updated)
       select o.id, o.user_id, o.cart_id, o.session_id, 'usd', t.subtotal, ${shipping},
              t.subtotal + ${shipping}, o.provider, 'bench_${seed}_pay_' || o.n, o.name, o.email,
              o.phone, ${address}, 'Standard', '3-5 business days', o.at, o.at
       from bench_orders o join bench_totals t on t.order_id = o.id
       order by o.at, o.n`,
    );
    await run(
      tx,
      `insert into order_items (id, order_id, product_id, brand_id, product_name, product_slug,
         product_image_key, product_price_cents, size, quantity, purchase_price_cents,
         total_price_cents, status, restocked_at, carrier, tracking_number, shipped_at,
         delivered_at, created, updated)
       select i.id, i.order_id, i.product_id, i.brand_id, i.name, i.slug, i.image_key,
              i.price_cents, i.size, i.quantity, i.price_cents, i.price_cents * i.quantity, i.status,
              case when i.status = 'Cancelled' then i.at + least(i.age * 0.2, 1) * interval '1 day' end,
              case when i.shipped_at is not null then 'DHL' end,
              case when i.shipped_at is not null then 'BENCH' || i.key end,
              i.shipped_at, i.delivered_at, i.at, coalesce(i.delivered_at, i.shipped_at, i.at)
       from bench_items i order by i.at, i.key`,
    );
    // The first status of every item, then the one it reached (the steps between left out).
    await run(
      tx,
      `insert into order_item_status_history (id, order_item_id, status, created)
       select ${uuid7('i.at', 'history', 'i.key')}, i.id, 'Not processed', i.at from bench_items i
       union all
       select ${uuid7('h.at', 'history-now', 'i.key')}, i.id, i.status, h.at
       from bench_items i
       cross join lateral (select coalesce(i.delivered_at, i.shipped_at,
         i.at + least(i.age * 0.2, 1) * interval '1 day') as at) h
       where i.status <> 'Not processed'`,
    );

    // Refunds of cancelled items, and returns of delivered ones.
    await run(
      tx,
      `insert into order_returns (id, kind, order_id, order_item_id, user_id, brand_id, quantity,
         reason, status, amount_cents, currency, payment_provider, decided_at, provider_refund_id,
         refunded_at, created, updated)
       select ${uuid7('r.at', 'cancellation', 'i.key')}, 'cancellation', i.order_id, i.id,
              o.user_id, i.brand_id, i.quantity, 'Cancelled', 'refunded',
              i.price_cents * i.quantity, 'usd', o.provider, r.at, 'bench_${seed}_re_' || i.key,
              r.at, r.at, r.at
       from bench_items i join bench_orders o on o.id = i.order_id
       cross join lateral (select i.at + least(i.age * 0.2, 1) * interval '1 day' as at) r
       where i.status = 'Cancelled' and ${draw('refund', 'i.key')} < 0.9`,
    );
    await run(
      tx,
      `insert into order_returns (id, kind, order_id, order_item_id, user_id, brand_id, quantity,
         reason, status, amount_cents, currency, payment_provider, decided_at, received_at,
         restocked_at, provider_refund_id, refunded_at, created, updated)
       select ${uuid7('r.at', 'return', 'r.key')}, 'return', r.order_id, r.id, r.user_id,
              r.brand_id, r.units, r.reason, r.status, r.price_cents * r.units, 'usd', r.provider,
              case when r.status <> 'requested' then least(r.at + interval '1 day', ${now}) end,
              case when r.status = 'refunded' then least(r.at + interval '4 days', ${now}) end,
              case when r.status = 'refunded' then least(r.at + interval '4 days', ${now}) end,
              case when r.status = 'refunded' then 'bench_${seed}_re_' || r.key end,
              case when r.status = 'refunded' then least(r.at + interval '5 days', ${now}) end,
              r.at, r.at
       from (
         select i.id, i.order_id, i.key, i.brand_id, i.price_cents, o.user_id, o.provider,
                least(i.delivered_at + interval '2 days', ${now}) as at,
                1 + floor(${draw('units', 'i.key')} * i.quantity)::int as units,
                (${words(RETURN_REASONS)})[1 + floor(${draw('reason', 'i.key')} * ${RETURN_REASONS.length})::int] as reason,
                case when ${draw('return-status', 'i.key')} < 0.6 then 'refunded'
                     when ${draw('return-status', 'i.key')} < 0.75 then 'requested'
                     when ${draw('return-status', 'i.key')} < 0.85 then 'accepted'
                     else 'refused' end as status
         from bench_items i join bench_orders o on o.id = i.order_id
         where i.status = 'Delivered' and ${draw('return', 'i.key')} < 0.06
       ) r`,
    );

    return {
      orders: total,
      items: await single(tx, 'select count(*) from bench_items'),
      customers: customerCount,
      returns: await single(
        tx,
        `select count(*) from order_returns r join bench_orders o on o.id = r.order_id`,
      ),
    };
  });
}
