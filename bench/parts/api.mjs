// API benchmark on one database (PGlite or PostgreSQL): the store with the catalog cache on and
// off, side by side with a bare node:http server answering the same bytes, scenario by scenario.
import { int, ms, printTable, ratio, runLine, trouble, verdict } from '../lib/format.mjs';
import { isClean, measureSideBySide } from '../lib/load.mjs';
import { fetchBytes } from '../lib/net.mjs';
import { machine, writeResult } from '../lib/results.mjs';
import { API_TARGETS, discoverScenarios, emptyWarning, judge } from '../lib/scenarios.mjs';
import { startBare, startStore } from '../lib/servers.mjs';

const CACHE_ON_SECONDS = 5;

/** Two data sources for the two servers: PGlite needs a directory each, PostgreSQL shares one. */
async function prepareCatalog(db, options, catalogs) {
  const catalog = await catalogs.catalog(options.products);
  if (db === 'postgres') {
    const source = { dataDir: catalog.dataDir, databaseUrl: catalog.url };
    return { info: catalog.info, on: source, off: source };
  }
  const copy = await catalogs.copy(catalog.dataDir, 'pglite-api-copy');
  return { info: catalog.info, on: { dataDir: catalog.dataDir }, off: { dataDir: copy } };
}

/** `catalogs`: pgliteCatalogs() or pgCatalogs(url) of lib/datasets.mjs. */
export async function apiBenchmark(db, options, catalogs) {
  const label = db === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const { load } = options;
  const startedAt = machine();
  console.log(`\n== API on ${label}: preparing ${int(options.products)} products...`);
  const catalog = await prepareCatalog(db, options, catalogs);
  console.log(
    `   ${int(catalog.info.products)} products (${int(catalog.info.visible)} visible), seeded in ${catalog.info.seconds} s`,
  );

  const on = await startStore({
    label: `${label} cache on`,
    cacheSeconds: CACHE_ON_SECONDS,
    ...catalog.on,
  });
  const off = await startStore({ label: `${label} cache off`, cacheSeconds: 0, ...catalog.off });
  const scenarios = await discoverScenarios(off.url);

  // The bare server answers exactly the store's bytes.
  const routes = {};
  for (const scenario of scenarios) {
    const answer = await fetchBytes(off.url + scenario.path);
    if (answer.status !== 200) {
      throw new Error(`${scenario.path} answered ${answer.status}: ${answer.body.toString()}`);
    }
    scenario.bytes = answer.body.length;
    scenario.warning = emptyWarning(scenario, answer.body);
    if (scenario.warning) console.warn(`   warning: ${scenario.path} gave ${scenario.warning}`);
    routes[scenario.path] = answer;
  }
  const bare = await startBare(routes);

  const targets = [
    { key: 'bare', server: bare },
    { key: 'cacheOn', server: on },
    { key: 'cacheOff', server: off },
  ];
  const results = [];
  try {
    const measured = await measureSideBySide(scenarios, targets, load, (scenario, key, run) =>
      console.log(runLine(scenario.id, key, run)),
    );
    for (const [index, scenario] of scenarios.entries()) {
      const runs = measured[index];
      const result = {
        ...scenario,
        ...runs,
        ratio: {
          cacheOn: round(runs.cacheOn.rps / runs.bare.rps),
          cacheOff: round(runs.cacheOff.rps / runs.bare.rps),
        },
      };
      if (db === 'postgres') {
        result.target = {
          cacheOn: judge(scenario.kind, runs.cacheOn, runs.bare),
          cacheOff: judge(scenario.kind, runs.cacheOff, runs.bare),
        };
      }
      results.push(result);
    }
  } finally {
    await Promise.all([bare.stop(), on.stop(), off.stop()]);
  }

  report(label, db, results);
  const file = writeResult(
    `api-${db}`,
    {
      benchmark: `API on ${label}`,
      machine: startedAt,
      settings: {
        ...load,
        products: catalog.info.products,
        visibleProducts: catalog.info.visible,
        cacheOnSeconds: CACHE_ON_SECONDS,
        tool: 'autocannon (in the bench process); every server in its own child process',
        baseline: 'bare node:http server answering the same body and content-type from memory',
        quick: options.quick,
      },
      targets: db === 'postgres' ? API_TARGETS : 'the targets apply to PostgreSQL only',
      scenarios: results,
      summary: summary(results, db),
    },
    options,
  );
  console.log(`   written to ${file}`);
  return results;
}

/** Three decimals: a ratio of 0.496 must not read as 0.50 against a 0.5 target. */
const round = (value) => Math.round(value * 1000) / 1000;

function summary(results, db) {
  const judged = results.filter((r) => r.target?.cacheOff);
  return {
    allClean: results.every((r) => ['bare', 'cacheOn', 'cacheOff'].every((k) => isClean(r[k]))),
    ...(db === 'postgres'
      ? {
          targetsCacheOn: judged.every((r) => r.target.cacheOn.pass) ? 'PASS' : 'FAIL',
          targetsCacheOff: judged.every((r) => r.target.cacheOff.pass) ? 'PASS' : 'FAIL',
        }
      : {}),
  };
}

function report(label, db, results) {
  const header = [
    'scenario',
    'bare req/s',
    'bare p99',
    'on req/s',
    'on ×bare',
    'on p50',
    'on p99',
    'off req/s',
    'off ×bare',
    'off p50',
    'off p99',
    ...(db === 'postgres' ? ['target on', 'target off'] : []),
  ];
  const rows = results.map((r) => [
    r.name,
    int(r.bare.rps),
    ms(r.bare.p99),
    int(r.cacheOn.rps),
    ratio(r.ratio.cacheOn, 3),
    ms(r.cacheOn.p50),
    ms(r.cacheOn.p99),
    int(r.cacheOff.rps),
    ratio(r.ratio.cacheOff, 3),
    ms(r.cacheOff.p50),
    ms(r.cacheOff.p99),
    ...(db === 'postgres'
      ? [verdict(r.target.cacheOn?.pass), verdict(r.target.cacheOff?.pass)]
      : []),
  ]);
  printTable(
    `API on ${label}: store with the catalog cache on (5 s) and off, against a bare node:http server (same bytes)`,
    header,
    rows,
  );
  for (const r of results) {
    for (const key of ['bare', 'cacheOn', 'cacheOff']) {
      const problem = trouble(r[key]);
      if (problem) console.log(`   ${r.id} ${key}: ${problem} (autocannon timeout 10 s)`);
    }
  }
  if (db === 'postgres') {
    console.log(
      `   targets: list ≥ ${API_TARGETS.list.minRatio}× bare and p99 ≤ ${API_TARGETS.list.maxP99} ms; search p99 ≤ ${API_TARGETS.search.maxP99} ms`,
    );
  }
}
