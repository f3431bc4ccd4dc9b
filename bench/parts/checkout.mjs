// Checkout benchmark: checkouts completed per second on two servers (goal: ≥ 50/s) with
// exactly-once orders and no oversell. Every buyer is a member with a bag of one product; each
// starts a checkout on one server and pays on the test provider's page on the other, many at a
// time. Some products have less stock than buyers, so the stock check can fail. Afterwards the
// database answers for every session, order, reservation and unit (lib/exactly-once.mjs).
import { int, ms, printTable, verdict } from '../lib/format.mjs';
import { cpuMeter } from '../lib/cpu.mjs';
import { pgQuery } from '../lib/datasets.mjs';
import { EXACTLY_ONCE_SQL, judgeExactlyOnce } from '../lib/exactly-once.mjs';
import { startLoadStore } from '../lib/load-store.mjs';
import { machine, writeResult } from '../lib/results.mjs';
import { summarize } from '../lib/stats.mjs';

export const CHECKOUT_TARGETS = { minPerSecond: 50, oversold: 0 };

const PRODUCTS = 20;
/** The first products have stock for half their buyers: the rest must be refused, not sold. */
const SCARCE = 4;
/** No checkout phase runs longer than this. */
const MAX_SECONDS = 150;
const REQUEST_TIMEOUT_MS = 30_000;

const CONTACT = { name: 'Bench Buyer', email: 'buyer@bench.test', phone: '+234 803 555 0100' };

async function post(url, { token, json, form }) {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      ...(token && { authorization: token }),
      'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
    },
    body: form ? '' : JSON.stringify(json),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  return {
    status: response.status,
    location: response.headers.get('location'),
    text,
    ms: performance.now() - started,
  };
}

/** Runs `task(i)` for i in 0..count-1, `concurrency` at a time, none started after `deadline`. */
async function pool(count, concurrency, deadline, task) {
  let next = 0;
  const worker = async () => {
    while (next < count && Date.now() < deadline) {
      const i = next;
      next += 1;
      await task(i);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return next;
}

export async function checkoutBenchmark(options) {
  const startedAt = machine();
  const { buyers, concurrency } = options.checkout;
  console.log(
    `\n== Checkout: ${int(buyers)} members check out a bag each, ${concurrency} at a time, on two servers...`,
  );
  const demand = Math.ceil(buyers / PRODUCTS);
  const store = await startLoadStore(options, {
    name: 'checkout',
    seed: { members: buyers, products: PRODUCTS, stock: demand },
  });
  const { servers, seeded, database } = store;
  let result;
  try {
    const scarce = seeded.products.slice(0, SCARCE);
    for (const product of scarce) {
      product.inventory = Math.floor(demand / 2);
      await pgQuery(database.url, 'update products set inventory = $2 where id = $1', [
        product.id,
        product.inventory,
      ]);
    }
    const initial = seeded.products.map((p) => ({ product_id: p.id, stock: p.inventory }));
    const lineOf = (i) => {
      const product = seeded.products[i % PRODUCTS];
      return { product, size: product.sizes[0] };
    };

    // The bags (not timed): one line, one unit, on the server the checkout starts on.
    const carts = new Array(buyers);
    const bagDeadline = Date.now() + MAX_SECONDS * 1000;
    await pool(buyers, concurrency, bagDeadline, async (i) => {
      const { product, size } = lineOf(i);
      const answer = await post(`${servers[i % 2].url}/api/cart/add`, {
        token: seeded.members[i].token,
        json: {
          products: [{ product: product.id, quantity: 1, size, price: 0.01, taxable: false }],
        },
      });
      if (answer.status !== 200)
        throw new Error(`cart/add answered ${answer.status}: ${answer.text}`);
      carts[i] = JSON.parse(answer.text).cartId;
    });

    // Timed: start on one server, pay on the other.
    const outcome = { completed: 0, outOfStock: 0, failedStart: 0, failedPay: 0 };
    const failures = new Map();
    const fail = (what) => failures.set(what, (failures.get(what) ?? 0) + 1);
    const latency = { start: [], pay: [], checkout: [] };
    const meter = await cpuMeter({
      pids: servers.map((server) => server.pid),
      databaseUrl: database.url,
      database: database.database,
    });
    const started = performance.now();
    const generatorBefore = process.cpuUsage();
    const tried = await pool(buyers, concurrency, Date.now() + MAX_SECONDS * 1000, async (i) => {
      const { product, size } = lineOf(i);
      const home = servers[i % 2].url;
      const other = servers[(i + 1) % 2].url;
      try {
        const begun = await post(`${home}/api/stripe/create-checkout-session`, {
          token: seeded.members[i].token,
          json: {
            cartId: carts[i],
            cartItems: [
              {
                _id: product.id,
                name: product.name,
                slug: product.slug,
                img: null,
                price: 0.01,
                quantity: 1,
                size,
                taxable: false,
                totalPrice: 0.01,
              },
            ],
            total: 1,
            productNames: product.name,
            user: CONTACT,
            // Bench members have no saved address: each sends one, not saved to its book.
            address: {
              address: '1 Bench Street',
              city: 'Austin',
              state: 'Texas',
              country: 'United States',
              zipCode: '73301',
            },
            saveAddress: false,
          },
        });
        latency.start.push(begun.ms);
        if (begun.status !== 200) {
          const body = JSON.parse(begun.text || '{}');
          if (
            begun.status >= 400 &&
            begun.status < 500 &&
            /in stock|out of stock/i.test(body.error ?? '')
          ) {
            outcome.outOfStock += 1;
          } else {
            outcome.failedStart += 1;
            fail(`start ${begun.status} ${String(body.error ?? '').slice(0, 80)}`);
          }
          return;
        }
        const page = new URL(JSON.parse(begun.text).url, other);
        const paid = await post(`${other}${page.pathname}/pay`, { form: true });
        latency.pay.push(paid.ms);
        if (paid.status === 303 && !/cancel/i.test(paid.location ?? '')) {
          outcome.completed += 1;
          latency.checkout.push(begun.ms + paid.ms);
        } else {
          outcome.failedPay += 1;
          fail(`pay ${paid.status}`);
        }
      } catch (error) {
        outcome.failedStart += 1;
        fail(String(error?.name ?? error));
      }
    });
    const seconds = (performance.now() - started) / 1000;
    const generatorUsed = process.cpuUsage(generatorBefore);
    const cpu = {
      ...(await meter.stop()),
      loadGeneratorMs: Math.round((generatorUsed.user + generatorUsed.system) / 1000),
    };
    const perCheckout = (used) =>
      outcome.completed > 0 ? Math.round((used / outcome.completed) * 10) / 10 : null;
    const cpuMsPerCheckout = {
      store: perCheckout(cpu.storeMs),
      database: perCheckout(cpu.databaseMs),
      both: perCheckout(cpu.storeMs + cpu.databaseMs),
      loadGenerator: perCheckout(cpu.loadGeneratorMs),
    };

    const rows = (await pgQuery(database.url, EXACTLY_ONCE_SQL, [JSON.stringify(initial)])).rows;
    const exactlyOnce = judgeExactlyOnce(rows[0], { paidByClients: outcome.completed });
    const scarceUnits = scarce.reduce((sum, p) => sum + p.inventory, 0);
    const perSecond = Math.round((outcome.completed / seconds) * 10) / 10;
    const checks = {
      perSecond: perSecond >= CHECKOUT_TARGETS.minPerSecond,
      exactlyOnce: exactlyOnce.pass,
      allTried: tried === buyers,
      noFailures: outcome.failedStart === 0 && outcome.failedPay === 0,
    };
    result = {
      buyers,
      tried,
      seconds: Math.round(seconds * 10) / 10,
      completedPerSecond: perSecond,
      cpu: {
        ...cpu,
        msPerCheckout: cpuMsPerCheckout,
        /**
         * What two idle cores could complete per second at this CPU cost (store servers and
         * their PostgreSQL backends; the load generator and the rest of the machine left out).
         */
        perSecondOnTwoIdleCores:
          cpuMsPerCheckout.both && Math.round((2000 / cpuMsPerCheckout.both) * 10) / 10,
      },
      outcome,
      failures: Object.fromEntries(failures),
      latencyMs: {
        start: summarize(latency.start),
        pay: summarize(latency.pay),
        checkout: summarize(latency.checkout),
      },
      stock: {
        products: PRODUCTS,
        scarceProducts: SCARCE,
        unitsOfScarceProducts: scarceUnits,
        unitsInAll: initial.reduce((sum, p) => sum + p.stock, 0),
      },
      exactlyOnce: { ...exactlyOnce, database: rows[0] && { ...rows[0], products: undefined } },
      checks,
      pass: Object.values(checks).every(Boolean),
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await store.redis.stop();
  }

  report(result);
  const file = writeResult(
    'checkout',
    {
      benchmark: 'Checkouts completed per second on two servers, with exactly-once orders',
      machine: startedAt,
      settings: {
        buyers,
        concurrency,
        products: PRODUCTS,
        scarceProducts: `${SCARCE} products with stock for half their buyers`,
        flow: 'POST /api/stripe/create-checkout-session on one server, POST <test payment page>/pay on the other (303 = paid); bags made before, not timed',
        provider: 'test (the store’s own payment page)',
        servers: 2,
        database: 'PostgreSQL (a fresh eko_bench_* database)',
        redis: 'a redis-server of the benchmark, on a free port',
        maxSeconds: MAX_SECONDS,
        quick: options.quick,
      },
      targets: CHECKOUT_TARGETS,
      ...result,
    },
    options,
  );
  console.log(`   written to ${file}`);
  return result;
}

function report(r) {
  const row = (name, s) => [name, int(s.count), ms(s.p50), ms(s.p90), ms(s.p99), ms(s.max)];
  printTable(
    `Checkouts on two servers: ${int(r.outcome.completed)} paid in ${r.seconds} s = ${r.completedPerSecond}/s; ${int(r.outcome.outOfStock)} refused for stock; ${r.outcome.failedStart + r.outcome.failedPay} failed`,
    ['step', 'count', 'p50', 'p90', 'p99', 'max'],
    [
      row('start checkout', r.latencyMs.start),
      row('pay (test page)', r.latencyMs.pay),
      row('start + pay', r.latencyMs.checkout),
    ],
  );
  console.log(
    `   CPU per completed checkout: ${r.cpu.msPerCheckout.store} ms in the store servers + ${r.cpu.msPerCheckout.database} ms in PostgreSQL = ${r.cpu.perSecondOnTwoIdleCores}/s on two idle cores (the load generator used ${r.cpu.msPerCheckout.loadGenerator} ms per checkout besides)`,
  );
  const once = r.exactlyOnce;
  console.log(
    `   database: ${once.database.orders} orders for ${once.database.paidSessions} paid sessions; ${once.unitsSold} units sold = ${once.stockTaken} taken − ${once.stockHeld} held; lowest stock ${once.lowestStock}` +
      (once.problems.length ? `\n   PROBLEMS: ${once.problems.join('; ')}` : ''),
  );
  console.log(
    `   goals: ≥ ${CHECKOUT_TARGETS.minPerSecond}/s ${verdict(r.checks.perSecond)}; exactly once, no oversell ${verdict(r.checks.exactlyOnce)}; no failed request ${verdict(r.checks.noFailures)}`,
  );
}
