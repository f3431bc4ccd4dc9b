// npm run bench: API load (PGlite, PostgreSQL), the PostgreSQL scale check, the server-drawn
// pages under load, Lighthouse, and the sale-day load on two servers (chat sockets, checkouts,
// a server killed under the storefront's load), and the dashboard on a year of orders.
// Each part prints a table and writes bench/results/<part>.json; see bench/README.md.
import { ensureBuilt } from './lib/build.mjs';
import { cleanupAll, installSignalHandlers } from './lib/cleanup.mjs';
import { pgCatalogs, pgliteCatalogs, pgUnreachable } from './lib/datasets.mjs';
import { readOptions, USAGE } from './lib/options.mjs';
import { apiBenchmark } from './parts/api.mjs';
import { chatBenchmark } from './parts/chat.mjs';
import { checkoutBenchmark } from './parts/checkout.mjs';
import { dashboardBenchmark } from './parts/dashboard.mjs';
import { facetsBenchmark } from './parts/facets.mjs';
import { failoverBenchmark } from './parts/failover.mjs';
import { pagesBenchmark } from './parts/pages.mjs';
import { scaleBenchmark } from './parts/scale.mjs';
import { webBenchmark } from './parts/web.mjs';

async function timed(part, task) {
  const started = Date.now();
  const result = await task();
  console.log(`   (${part}: ${Math.round((Date.now() - started) / 1000)} s)`);
  return result;
}

async function main() {
  const options = readOptions();
  if (options.help) {
    console.log(USAGE);
    return;
  }
  installSignalHandlers();
  const started = Date.now();
  const { parts } = options;
  console.log(
    `Eko Thread benchmarks${options.quick ? ' (quick smoke run)' : ''}: ${[...parts].join(', ')}; ` +
      `${options.load.connections} connections, ${options.load.duration} s per load`,
  );
  await ensureBuilt(options);

  // The demo catalogs (their pictures take a while) are seeded once, in parallel, up front.
  const pglite = pgliteCatalogs();
  if (parts.has('pglite') || parts.has('web') || parts.has('pages')) pglite.warm();
  let pg;
  const onTwoServers = ['chat', 'checkout', 'failover'].filter((part) => parts.has(part));
  const needsPg =
    parts.has('postgres') || parts.has('scale') || parts.has('dashboard') || parts.has('facets');
  if (needsPg || onTwoServers.length > 0) {
    const problem = await pgUnreachable(options.databaseUrl);
    if (problem) {
      console.log(
        `\n== PostgreSQL skipped: ${new URL(options.databaseUrl).host} is unreachable (${problem}).` +
          '\n   Set BENCH_DATABASE_URL to a server where this user may create databases.',
      );
    } else {
      pg = pgCatalogs(options.databaseUrl);
      if (needsPg) pg.warm();
    }
  }

  // A quick run only proves the harness works: Lighthouse then runs beside the API loads.
  let web;
  if (options.quick && parts.has('web')) {
    web = timed('web', () => webBenchmark(options, pglite));
    web.catch(() => undefined);
  }
  if (parts.has('pglite')) await timed('pglite', () => apiBenchmark('pglite', options, pglite));
  if (parts.has('pages')) await timed('pages', () => pagesBenchmark(options, pglite));
  if (pg && parts.has('postgres')) {
    await timed('postgres', () => apiBenchmark('postgres', options, pg));
  }
  if (pg && parts.has('scale')) await timed('scale', () => scaleBenchmark(options, pg));
  if (parts.has('web')) await (web ?? timed('web', () => webBenchmark(options, pglite)));
  if (pg && parts.has('chat')) await timed('chat', () => chatBenchmark(options));
  if (pg && parts.has('checkout')) await timed('checkout', () => checkoutBenchmark(options));
  if (pg && parts.has('failover')) await timed('failover', () => failoverBenchmark(options));
  if (pg && parts.has('dashboard')) {
    await timed('dashboard', () => dashboardBenchmark(options, pg));
  }
  if (pg && parts.has('facets')) await timed('facets', () => facetsBenchmark(options, pg));
  console.log(`\nDone in ${Math.round((Date.now() - started) / 1000)} s.`);
}

try {
  await main();
} catch (error) {
  process.exitCode = 1;
  console.error(`\nBenchmark failed: ${error?.stack ?? error}`);
} finally {
  await cleanupAll();
}
