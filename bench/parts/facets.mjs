// The shop's facet counts on PostgreSQL (issue 26 §2, decision 0052): GET /api/product/list/facets
// with a few representative choices, one request at a time, cache off, on a small and a large
// catalog side by side: p95 on the large one, and the ratio large ÷ small. Each answer (from the
// kept counts) must also equal the scan's answer to the same choices.
import { int, ms, printTable, ratio, verdict } from '../lib/format.mjs';
import { machine, writeResult } from '../lib/results.mjs';
import { startStore } from '../lib/servers.mjs';
import { timeRequests } from '../lib/timed-requests.mjs';

export const FACETS_TARGETS = {
  /** p95 of the facet counts on the large catalog, cache off. */
  p95Ms: 50,
  /** ...and at most this many times their p95 on the small one. */
  maxRatio: 1.5,
};

/** Choices a shopper makes, on the demo catalog's brands and categories (bulk products share them). */
const SCENARIOS = [
  { id: 'none', name: 'no choice (the shop)', query: '' },
  { id: 'size', name: 'one size', query: 'size=M' },
  { id: 'sizes-brand', name: 'two sizes and a brand', query: 'size=M&size=L&brand=agbada' },
  {
    id: 'category-prices',
    name: 'a category and two price bands',
    query: 'category=wedding-occasion&price=100-250&price=250-500',
  },
  {
    id: 'all-four',
    name: 'a choice in every facet',
    query:
      'size=XL&brand=suit&brand=native&category=everyday-native&price=under-100&price=500-plus',
  },
];

const round = (value) => Math.round(value * 100) / 100;
/** large ÷ small; a p95 under 1 ms counts as 1 ms. */
const latencyRatio = (large, small) =>
  large === null || small === null ? null : round(Math.max(large, 1) / Math.max(small, 1));

/** `pg`: pgCatalogs(url) of lib/datasets.mjs. */
export async function facetsBenchmark(options, pg) {
  const [smallSize, largeSize] = options.facets.sizes;
  const { requests, warmup } = options.facets;
  const startedAt = machine();
  console.log(
    `\n== Facet counts on PostgreSQL: ${int(smallSize)} and ${int(largeSize)} products, cache off...`,
  );
  const sides = [];
  const results = [];
  try {
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
      sides.push({ key, size, info: catalog.info, server });
    }
    const [small, large] = sides;
    for (const [index, scenario] of SCENARIOS.entries()) {
      const runs = {};
      // Interleaved: a load that comes and goes falls on both sides alike.
      for (const side of index % 2 === 0 ? [small, large] : [large, small]) {
        const url = `${side.server.url}/api/product/list/facets${scenario.query ? `?${scenario.query}` : ''}`;
        const run = await timeRequests(url, { requests, warmup, seconds: 60 });
        const { firstBody, ...figures } = run;
        const answer = firstBody ? JSON.parse(firstBody) : null;
        // The same choices with `min=0`, which leaves every product in but is not a facet: the
        // scan's answer, to be equal to the kept counts' one (decision 0052).
        const scanned = await fetch(`${url}${scenario.query ? '&' : '?'}min=0`).then((res) =>
          res.ok ? res.json() : null,
        );
        const sameAsScan = answer !== null && JSON.stringify(scanned) === JSON.stringify(answer);
        runs[side.key] = {
          query: scenario.query,
          matched: answer?.count ?? null,
          sameAsScan,
          ...figures,
        };
        console.log(
          `   ${scenario.id.padEnd(16)} ${int(side.size).padStart(7)}  p50 ${ms(run.p50)}  p95 ${ms(run.p95)}  matched ${int(answer?.count ?? 0)}${sameAsScan ? '' : "  NOT the scan's answer"}${run.failures ? `  ${run.failures} failed: ${run.firstFailure}` : ''}`,
        );
      }
      const p95Ratio = latencyRatio(runs.large.p95, runs.small.p95);
      const clean =
        runs.small.failures === 0 &&
        runs.large.failures === 0 &&
        runs.small.sameAsScan &&
        runs.large.sameAsScan;
      results.push({
        id: scenario.id,
        name: scenario.name,
        small: runs.small,
        large: runs.large,
        p95Ratio,
        pass:
          clean &&
          runs.large.p95 !== null &&
          runs.large.p95 <= FACETS_TARGETS.p95Ms &&
          p95Ratio !== null &&
          p95Ratio <= FACETS_TARGETS.maxRatio,
      });
    }
  } finally {
    await Promise.all(sides.map((side) => side.server.stop()));
  }

  printTable(
    `Facet counts on PostgreSQL (cache off, one at a time): target p95 ≤ ${FACETS_TARGETS.p95Ms} ms on ${int(largeSize)} products and ≤ ${FACETS_TARGETS.maxRatio}× ${int(smallSize)}`,
    [
      'choices',
      `${int(smallSize)} p50`,
      'p95',
      `${int(largeSize)} p50`,
      'p95',
      'p95 ratio',
      'target',
    ],
    results.map((r) => [
      r.name,
      ms(r.small.p50),
      ms(r.small.p95),
      ms(r.large.p50),
      ms(r.large.p95),
      ratio(r.p95Ratio),
      verdict(r.pass),
    ]),
  );
  const file = writeResult(
    'facets',
    {
      benchmark: 'Facet counts (GET /api/product/list/facets) on PostgreSQL, catalog cache off',
      machine: startedAt,
      settings: {
        requests,
        warmup,
        concurrency: 1,
        sizes: sides.map((side) => ({ products: side.info.products, visible: side.info.visible })),
        quick: options.quick,
      },
      target: FACETS_TARGETS,
      scenarios: results,
      summary: { pass: results.every((r) => r.pass) ? 'PASS' : 'FAIL' },
    },
    options,
  );
  console.log(`   written to ${file}`);
  return results;
}
