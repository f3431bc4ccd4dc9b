// The checkout benchmark's verdict, read from the database after the run: every paid checkout
// session has exactly one order, no order without a paid session, no product below zero, and
// for each product the units sold equal the stock taken (less what open checkouts still hold).

/**
 * One row: session and order counts, and per product (`$1`: the stock each product had before
 * the run, a JSON array of { product_id, stock }) the stock now, units sold, units still held by
 * open checkouts and units of reservations turned into orders.
 */
export const EXACTLY_ONCE_SQL = `
with initial as (
  select * from jsonb_to_recordset($1::jsonb) as i(product_id uuid, stock int)
),
per_product as (
  select i.product_id as "productId",
         i.stock as "initial",
         p.inventory as "now",
         coalesce((select sum(oi.quantity) from order_items oi
                   where oi.product_id = i.product_id), 0)::int as "sold",
         coalesce((select sum(r.quantity) from stock_reservations r
                   where r.product_id = i.product_id
                     and r.released_at is null and r.ordered_at is null), 0)::int as "held",
         coalesce((select sum(r.quantity) from stock_reservations r
                   where r.product_id = i.product_id and r.ordered_at is not null), 0)::int
           as "reservedOrdered"
  from initial i left join products p on p.id = i.product_id
),
sessions as (
  select s.status, s.problem,
         (select count(*) from orders o where o.checkout_session_id = s.id)::int as orders
  from checkout_sessions s
)
select
  (select count(*) from sessions)::int as "sessions",
  (select count(*) from sessions where status = 'paid')::int as "paidSessions",
  (select count(*) from sessions where status = 'paid' and orders = 1)::int as "paidWithOneOrder",
  (select count(*) from sessions where orders > 1)::int as "sessionsWithSeveralOrders",
  (select count(*) from sessions where status <> 'paid' and orders > 0)::int as "unpaidWithOrder",
  (select count(*) from sessions where problem is not null)::int as "sessionsWithProblem",
  (select count(*) from orders)::int as "orders",
  (select count(*) from orders where checkout_session_id is null)::int as "ordersWithoutSession",
  (select coalesce(json_agg(per_product), '[]'::json) from per_product) as "products"
`;

/**
 * Judges the row EXACTLY_ONCE_SQL answered. `paidByClients`: payments the load generator saw
 * succeed (optional). Answers { pass, problems: [text], unitsSold, stockTaken, stockHeld,
 * lowestStock }.
 */
export function judgeExactlyOnce(row, { paidByClients } = {}) {
  const problems = [];
  const products = typeof row.products === 'string' ? JSON.parse(row.products) : row.products;
  if (row.paidWithOneOrder !== row.paidSessions) {
    problems.push(
      `${row.paidSessions - row.paidWithOneOrder} paid session(s) without exactly one order`,
    );
  }
  if (row.sessionsWithSeveralOrders > 0) {
    problems.push(`${row.sessionsWithSeveralOrders} session(s) with more than one order`);
  }
  if (row.unpaidWithOrder > 0)
    problems.push(`${row.unpaidWithOrder} unpaid session(s) with an order`);
  if (row.ordersWithoutSession > 0) {
    problems.push(`${row.ordersWithoutSession} order(s) without a checkout session`);
  }
  if (row.orders !== row.paidSessions) {
    problems.push(`${row.orders} order(s) for ${row.paidSessions} paid session(s)`);
  }
  if (row.sessionsWithProblem > 0) {
    problems.push(`${row.sessionsWithProblem} session(s) paid but not turned into an order`);
  }
  if (paidByClients !== undefined && paidByClients !== row.paidSessions) {
    problems.push(
      `${paidByClients} payment(s) seen succeed, ${row.paidSessions} paid in the database`,
    );
  }
  let unitsSold = 0;
  let stockTaken = 0;
  let stockHeld = 0;
  let lowestStock = null;
  for (const product of products) {
    const id = String(product.productId).slice(0, 8);
    if (product.now === null || product.now === undefined) {
      problems.push(`product ${id} is gone`);
      continue;
    }
    unitsSold += product.sold;
    stockTaken += product.initial - product.now;
    stockHeld += product.held;
    lowestStock = lowestStock === null ? product.now : Math.min(lowestStock, product.now);
    if (product.now < 0) problems.push(`product ${id} oversold: stock ${product.now}`);
    if (product.sold > product.initial) {
      problems.push(`product ${id} oversold: ${product.sold} sold of ${product.initial}`);
    }
    if (product.initial - product.now !== product.sold + product.held) {
      problems.push(
        `product ${id}: stock taken ${product.initial - product.now} ≠ sold ${product.sold} + held ${product.held}`,
      );
    }
    if (product.sold !== product.reservedOrdered) {
      problems.push(
        `product ${id}: ${product.sold} sold but ${product.reservedOrdered} reserved units ordered`,
      );
    }
  }
  return { pass: problems.length === 0, problems, unitsSold, stockTaken, stockHeld, lowestStock };
}
