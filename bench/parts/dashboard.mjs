// The dashboard on PostgreSQL with a year of orders (issue 25 §1 and §3): GET /api/overview per
// period as an admin and as a merchant, one by one and a few at once, on a small and a large
// order history side by side (p95 target on the large one, ratio large ÷ small); then the CSV
// exports of every order and every item as an admin: rows per second and the server's resident
// memory growth while it streams.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { prepareOrders, tempDir } from '../lib/datasets.mjs';
import { int, ms, printTable, ratio, verdict } from '../lib/format.mjs';
import { drained } from '../lib/load.mjs';
import { machine, writeResult } from '../lib/results.mjs';
import { startStore } from '../lib/servers.mjs';
import { measureDownload, timeRequests } from '../lib/timed-requests.mjs';

export const DASHBOARD_TARGETS = {
  /** p95 of GET /api/overview on 100,000 orders, one request at a time (issue 25 §1). */
  overviewP95Ms: 100,
  /** The streamed exports (issue 25 §3). */
  exportRowsPerSecond: 20_000,
  exportRssGrowthMB: 50,
};

const DAY_MS = 86_400_000;
const dayText = (at) => at.toISOString().slice(0, 10);

/** The periods of decision 0043; custom is the longest allowed, 366 days ending today. */
function periods() {
  const today = new Date();
  const from = new Date(today.getTime() - 365 * DAY_MS);
  return [
    { id: 'today', query: 'period=today' },
    { id: '7d', query: 'period=7d' },
    { id: '30d', query: 'period=30d' },
    { id: '90d', query: 'period=90d' },
    { id: 'custom 366d', query: `period=custom&from=${dayText(from)}&to=${dayText(today)}` },
  ];
}

const round = (value) => Math.round(value * 100) / 100;
const latencyRatio = (large, small) =>
  large === null || small === null ? null : round(Math.max(large, 1) / Math.max(small, 1));

/** `pg`: pgCatalogs(url) of lib/datasets.mjs (its demo template is shared with other parts). */
export async function dashboardBenchmark(options, pg) {
  const settings = options.dashboard;
  const [smallSize, largeSize] = settings.orders;
  const startedAt = machine();
  const jwtSecret = randomBytes(32).toString('base64url');
  const dir = await tempDir('dashboard');
  console.log(
    `\n== Dashboard on PostgreSQL: ${int(smallSize)} and ${int(largeSize)} orders, cache off...`,
  );

  const sides = [];
  try {
    for (const [key, size] of [
      ['small', smallSize],
      ['large', largeSize],
    ]) {
      const db = await pg.copy(`o${size}`);
      const out = path.join(dir, `tokens-${key}.json`);
      const info = await prepareOrders({
        databaseUrl: db.url,
        orders: size,
        jwtSecret,
        out,
        label: `${size} orders`,
      });
      console.log(
        `   ${int(info.orders)} orders, ${int(info.items)} items, ${int(info.customers)} customers, ${int(info.returns)} returns and cancellations, seeded in ${info.seconds} s`,
      );
      const tokens = JSON.parse(await readFile(out, 'utf8'));
      const server = await startStore({
        label: `PostgreSQL ${size} orders`,
        dataDir: db.dataDir,
        databaseUrl: db.url,
        cacheSeconds: 0,
        jwtSecret,
      });
      sides.push({ key, size, info, tokens, server });
    }

    const overview = await measureOverview(settings, sides);
    const exports = await measureExports(options, sides[1]);
    report(options, { startedAt, settings, sides, overview, exports });
  } finally {
    await Promise.all(sides.map((side) => side.server.stop()));
  }
}

async function measureOverview(settings, sides) {
  const [small, large] = sides;
  const results = [];
  const scenarios = ['admin', 'merchant'].flatMap((actor) =>
    periods().map((period) => ({ actor, ...period })),
  );
  for (const [index, scenario] of scenarios.entries()) {
    const runs = {};
    for (const side of index % 2 === 0 ? [small, large] : [large, small]) {
      const url = `${side.server.url}/api/overview?${scenario.query}`;
      const headers = { authorization: side.tokens[scenario.actor].token };
      const sequential = await timeRequests(url, {
        headers,
        requests: settings.requests,
        seconds: settings.seconds,
        warmup: 2,
      });
      await drained(side.server.url);
      const concurrent = await timeRequests(url, {
        headers,
        requests: Math.max(settings.concurrency, Math.round(settings.requests / 2)),
        concurrency: settings.concurrency,
        seconds: settings.seconds / 2,
      });
      await drained(side.server.url);
      const figures = sequential.firstBody ? JSON.parse(sequential.firstBody).figures : null;
      runs[side.key] = {
        sequential: { ...sequential, firstBody: undefined },
        concurrent: { ...concurrent, firstBody: undefined },
        orders: figures?.orders.current ?? null,
        salesCents: figures?.salesCents.current ?? null,
      };
      const s = runs[side.key].sequential;
      console.log(
        `   ${scenario.actor.padEnd(8)} ${scenario.id.padEnd(11)} ${int(side.size).padStart(7)}  p50 ${ms(s.p50)}  p95 ${ms(s.p95)}  p99 ${ms(s.p99)}  (${s.count}${s.stoppedEarly ? ', time limit' : ''})  ${int(runs[side.key].orders ?? 0)} orders${s.failures ? `  FAILURES ${s.failures}: ${s.firstFailure}` : ''}`,
      );
    }
    const clean = ['small', 'large'].every(
      (key) =>
        runs[key].sequential.failures === 0 &&
        runs[key].concurrent.failures === 0 &&
        runs[key].sequential.count > 0,
    );
    results.push({
      actor: scenario.actor,
      period: scenario.id,
      query: scenario.query,
      small: runs.small,
      large: runs.large,
      latencyRatio: {
        p50: latencyRatio(runs.large.sequential.p50, runs.small.sequential.p50),
        p95: latencyRatio(runs.large.sequential.p95, runs.small.sequential.p95),
      },
      pass:
        clean &&
        runs.large.sequential.p95 !== null &&
        runs.large.sequential.p95 <= DASHBOARD_TARGETS.overviewP95Ms,
    });
  }
  return results;
}

/** The exports of every order and every item as an admin, once each after a small warm-up. */
async function measureExports(options, large) {
  const headers = { authorization: large.tokens.admin.token };
  const files = [
    { id: 'orders', path: '/api/order/export' },
    { id: 'order items', path: '/api/order/items/export' },
  ];
  const today = dayText(new Date());
  const probe = await fetch(`${large.server.url}${files[0].path}?from=${today}&to=${today}`, {
    headers,
  });
  await probe.arrayBuffer();
  if (probe.status !== 200 && probe.status !== 404) {
    throw new Error(`GET ${files[0].path} answered ${probe.status} to an admin.`);
  }
  if (probe.status === 404) {
    console.log('   exports: GET /api/order/export is not on this branch yet: not measured');
    return { measured: false, reason: `GET ${files[0].path} answered 404 (not on this branch)` };
  }
  const results = [];
  for (const file of files) {
    // A day's file first: the route's code is loaded and compiled before memory is measured.
    const warm = await fetch(`${large.server.url}${file.path}?from=${today}&to=${today}`, {
      headers,
    });
    await warm.arrayBuffer();
    await drained(large.server.url);
    const run = await measureDownload(`${large.server.url}${file.path}`, {
      headers,
      pid: large.server.pid,
      timeoutMs: options.quick ? 60_000 : 300_000,
    });
    const pass =
      run.status === 200 &&
      (run.contentType ?? '').startsWith('text/csv') &&
      run.rowsPerSecond >= DASHBOARD_TARGETS.exportRowsPerSecond &&
      run.rssGrowthMB !== null &&
      run.rssGrowthMB <= DASHBOARD_TARGETS.exportRssGrowthMB;
    console.log(
      `   export ${file.id.padEnd(11)} ${run.status} ${int(run.rows)} rows, ${(run.bytes / 1e6).toFixed(1)} MB in ${run.seconds} s: ${int(run.rowsPerSecond)} rows/s, RSS +${run.rssGrowthMB} MB (${run.rssBeforeMB} → ${run.rssPeakMB} MB)`,
    );
    results.push({ id: file.id, path: file.path, ...run, pass });
  }
  return { measured: true, files: results };
}

function report(options, { startedAt, settings, sides, overview, exports }) {
  const [small, large] = sides;
  printTable(
    `Dashboard overview on PostgreSQL (cache off), one request at a time: ${int(large.size)} orders (÷ ${int(small.size)}), target p95 ≤ ${DASHBOARD_TARGETS.overviewP95Ms} ms`,
    [
      'actor',
      'period',
      'p50',
      'p95',
      'p99',
      `×${settings.concurrency} p95`,
      `${int(small.size)} p95`,
      'p95 ratio',
      'target',
    ],
    overview.map((r) => [
      r.actor,
      r.period,
      ms(r.large.sequential.p50),
      ms(r.large.sequential.p95),
      ms(r.large.sequential.p99),
      ms(r.large.concurrent.p95),
      ms(r.small.sequential.p95),
      ratio(r.latencyRatio.p95),
      verdict(r.pass),
    ]),
  );
  if (exports.measured) {
    printTable(
      `CSV exports of ${int(large.size)} orders as an admin, targets ≥ ${int(DASHBOARD_TARGETS.exportRowsPerSecond)} rows/s and RSS growth ≤ ${DASHBOARD_TARGETS.exportRssGrowthMB} MB`,
      ['file', 'rows', 'MB', 's', 'rows/s', 'RSS growth', 'target'],
      exports.files.map((f) => [
        f.id,
        int(f.rows),
        (f.bytes / 1e6).toFixed(1),
        String(f.seconds),
        int(f.rowsPerSecond),
        `${f.rssGrowthMB} MB`,
        verdict(f.pass),
      ]),
    );
  }
  const pass =
    overview.every((r) => r.pass) && (!exports.measured || exports.files.every((f) => f.pass));
  const file = writeResult(
    'dashboard',
    {
      benchmark:
        'Dashboard on PostgreSQL: GET /api/overview per period and actor, and the streamed CSV exports, overview cache off (there is none)',
      machine: startedAt,
      settings: {
        datasets: sides.map((side) => side.info),
        requests: settings.requests,
        concurrency: settings.concurrency,
        secondsPerScenario: settings.seconds,
        quick: options.quick,
        note:
          'p95 of the sequential requests on the large history is judged; the concurrent pass ' +
          `(${settings.concurrency} in flight) and the ratio large ÷ small are reported. Orders spread over ` +
          '365 days; the custom period is 366 days and its previous period the 366 before, so it ' +
          'reads the whole history. Exports: rows ÷ seconds of one full download, and the peak ' +
          'VmRSS of the server process sampled every 20 ms less the value before it.',
      },
      targets: DASHBOARD_TARGETS,
      overview,
      exports,
      summary: {
        pass: pass ? 'PASS' : 'FAIL',
        exportsMeasured: exports.measured,
      },
    },
    options,
  );
  console.log(`   written to ${file}`);
}
