// Scale check on PostgreSQL: the same catalog requests on a small and a large catalog (cache
// off), interleaved, and the latency ratio large ÷ small.
import { int, ms, printTable, ratio, trouble, verdict } from '../lib/format.mjs';
import { isClean, measure } from '../lib/load.mjs';
import { machine, writeResult } from '../lib/results.mjs';
import { API_TARGETS, discoverScenarios } from '../lib/scenarios.mjs';
import { startStore } from '../lib/servers.mjs';

const round = (value) => Math.round(value * 100) / 100;
/** large ÷ small; latencies have 1 ms resolution, so a 0 ms side counts as 1 ms. */
const latencyRatio = (large, small) =>
  large === null || small === null ? null : round(Math.max(large, 1) / Math.max(small, 1));

/** `pg`: pgCatalogs(url) of lib/datasets.mjs. */
export async function scaleBenchmark(options, pg) {
  const [smallSize, largeSize] = options.scale.sizes;
  const load = {
    connections: options.load.connections,
    duration: options.scale.duration,
    warmup: options.scale.warmup,
  };
  const startedAt = machine();
  console.log(
    `\n== Scale on PostgreSQL: ${int(smallSize)} and ${int(largeSize)} products, cache off...`,
  );
  const sides = [];
  for (const [key, size] of [
    ['small', smallSize],
    ['large', largeSize],
  ]) {
    const catalog = await pg.catalog(size);
    console.log(
      `   ${int(catalog.info.products)} products (${int(catalog.info.visible)} visible), seeded in ${catalog.info.seconds} s`,
    );
    const server = await startStore({
      label: `PostgreSQL ${size} products`,
      dataDir: catalog.dataDir,
      databaseUrl: catalog.url,
      cacheSeconds: 0,
    });
    sides.push({
      key,
      size,
      info: catalog.info,
      server,
      scenarios: await discoverScenarios(server.url),
    });
  }

  const results = [];
  try {
    const [small, large] = sides;
    for (const [index, scenario] of small.scenarios.entries()) {
      const counterpart = large.scenarios[index];
      const runs = {};
      const order = index % 2 === 0 ? [small, large] : [large, small];
      for (const side of order) {
        const path = side === small ? scenario.path : counterpart.path;
        runs[side.key] = { path, ...(await measure(side.server.url + path, load)) };
        const run = runs[side.key];
        console.log(
          `   ${scenario.id.padEnd(14)} ${int(side.size).padStart(7)}  ${int(run.rps).padStart(6)} req/s  p50 ${ms(run.p50)}  p99 ${ms(run.p99)}  ${trouble(run)}`.trimEnd(),
        );
      }
      const p50Ratio = latencyRatio(runs.large.p50, runs.small.p50);
      const clean = isClean(runs.small) && isClean(runs.large);
      results.push({
        id: scenario.id,
        name: scenario.id === 'list-deep' ? 'list, deep page (90% of the pages)' : scenario.name,
        kind: scenario.kind,
        small: runs.small,
        large: runs.large,
        latencyRatio: {
          p50: p50Ratio,
          p99: latencyRatio(runs.large.p99, runs.small.p99),
          mean: latencyRatio(runs.large.mean, runs.small.mean),
        },
        throughputRatio: round(runs.large.rps / runs.small.rps),
        pass: clean && p50Ratio !== null && p50Ratio <= API_TARGETS.scaleMaxLatencyRatio,
      });
    }
  } finally {
    await Promise.all(sides.map((side) => side.server.stop()));
  }

  printTable(
    `Scale on PostgreSQL (cache off): ${int(largeSize)} ÷ ${int(smallSize)} products, target p50 latency ratio ≤ ${API_TARGETS.scaleMaxLatencyRatio}×`,
    [
      'scenario',
      `${int(smallSize)} req/s`,
      'p50',
      'p99',
      `${int(largeSize)} req/s`,
      'p50',
      'p99',
      'p50 ratio',
      'p99 ratio',
      'target',
    ],
    results.map((r) => [
      r.name,
      int(r.small.rps),
      ms(r.small.p50),
      ms(r.small.p99),
      int(r.large.rps),
      ms(r.large.p50),
      ms(r.large.p99),
      ratio(r.latencyRatio.p50),
      ratio(r.latencyRatio.p99),
      verdict(r.pass),
    ]),
  );
  const file = writeResult(
    'api-scale',
    {
      benchmark: 'API scale check on PostgreSQL, catalog cache off',
      machine: startedAt,
      settings: {
        ...load,
        sizes: sides.map((side) => ({ products: side.info.products, visible: side.info.visible })),
        quick: options.quick,
        note: 'p50 latency ratio large ÷ small is judged (latencies have 1 ms resolution; a 0 ms p50 counts as 1 ms); the deep page is 90% of the way through each catalog',
      },
      target: { maxLatencyRatio: API_TARGETS.scaleMaxLatencyRatio },
      scenarios: results,
      summary: { pass: results.every((r) => r.pass) ? 'PASS' : 'FAIL' },
    },
    options,
  );
  console.log(`   written to ${file}`);
  return results;
}
