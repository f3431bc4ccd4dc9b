// Command line and environment of `npm run bench`.
import { parseArgs } from 'node:util';

import { DEFAULT_PG_URL } from './datasets.mjs';

export const PARTS = [
  'pglite',
  'postgres',
  'scale',
  'pages',
  'web',
  'chat',
  'checkout',
  'failover',
  'dashboard',
  'facets',
];

/** Names for several parts at once. */
export const GROUPS = { load: ['chat', 'checkout', 'failover'] };

export const USAGE = `npm run bench [-- options]

Options:
  --quick          smoke run (under 3 minutes): 0.5 s loads, small catalogs, one Lighthouse
                   run per page beside the API loads; proves the harness, not the figures
  --only=LIST      parts to run, comma separated (default: all):
                   ${PARTS.join(', ')};
                   \`load\` is chat, checkout and failover. Parts may also be named without
                   --only: npm run bench -- load
  --no-build       use dist/ as it is, even when older than the sources
  --help           this text

Environment (defaults in brackets; --quick lowers them):
  BENCH_DURATION          seconds per measured load [10]
  BENCH_WARMUP            unrecorded seconds before each load [2]
  BENCH_CONNECTIONS       autocannon connections [50]
  BENCH_PRODUCTS          products in the API benchmark catalog [10000]
  BENCH_SCALE_SIZES       catalog sizes compared by the scale check [1000,100000]
  BENCH_SCALE_DURATION    seconds per load in the scale check [5]
  BENCH_LIGHTHOUSE_RUNS   Lighthouse runs per page, the median is reported [3]
  BENCH_CHAT_SOCKETS      chat sockets held across the two servers [2000]
  BENCH_CHAT_PROBES       timed members writing to the admins, half per server [20]
  BENCH_CHAT_SECONDS      seconds of timed messages while the sockets are held [30]
  BENCH_CHECKOUTS         members who each check out a bag [1500]
  BENCH_CHECKOUT_CONCURRENCY  checkouts in flight at once [32]
  BENCH_FAILOVER_KILL_AT  seconds into the failover pass when a server is killed [5]
  REDIS_SERVER            redis-server binary the load parts start [redis-server]
  BENCH_SERVER_NODE_ARGS  node arguments of the load parts' store servers, e.g.
                          --cpu-prof --cpu-prof-dir=/tmp/profiles [none]
  BENCH_DASHBOARD_ORDERS  order counts of the dashboard part's two databases [1000,100000]
  BENCH_DASHBOARD_REQUESTS  timed overview requests per period and actor, one by one [100]
  BENCH_DASHBOARD_CONCURRENCY  overview requests in flight in its concurrent pass [4]
  BENCH_FACETS_SIZES      catalog sizes of the facet counts part [1000,100000]
  BENCH_FACETS_REQUESTS   timed facet requests per choice and catalog, one by one [200]
  BENCH_DATABASE_URL      PostgreSQL server to create the benchmark databases on
                          [${DEFAULT_PG_URL}]
  CHROMIUM_PATH           browser for Lighthouse [/usr/bin/chromium]`;

function number(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number ≥ 0.`);
  return value;
}

function sizes(name, fallback) {
  const raw = process.env[name];
  if (!raw) return fallback;
  const list = raw.split(',').map((item) => Number(item.trim()));
  if (list.length !== 2 || list.some((n) => !Number.isInteger(n) || n < 100)) {
    throw new Error(`${name} must be two sizes such as 1000,100000.`);
  }
  return list;
}

export function readOptions(argv = process.argv.slice(2)) {
  const { values, positionals } = parseArgs({
    args: argv,
    options: {
      quick: { type: 'boolean', default: false },
      only: { type: 'string' },
      'no-build': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    allowPositionals: true,
  });
  const named = [
    ...(values.only ? values.only.split(',').map((part) => part.trim()) : []),
    ...positionals,
  ];
  const only = (named.length > 0 ? named : PARTS).flatMap((part) => GROUPS[part] ?? [part]);
  const unknown = only.filter((part) => !PARTS.includes(part));
  if (unknown.length > 0) throw new Error(`Unknown part(s): ${unknown.join(', ')}.`);
  const quick = values.quick;
  return {
    help: values.help,
    quick,
    parts: new Set(only),
    build: !values['no-build'],
    load: {
      duration: number('BENCH_DURATION', quick ? 0.5 : 10),
      warmup: number('BENCH_WARMUP', quick ? 0 : 2),
      connections: number('BENCH_CONNECTIONS', 50),
    },
    products: number('BENCH_PRODUCTS', quick ? 1000 : 10_000),
    scale: {
      sizes: sizes('BENCH_SCALE_SIZES', quick ? [1000, 2000] : [1000, 100_000]),
      duration: number('BENCH_SCALE_DURATION', quick ? 0.5 : 5),
      warmup: number('BENCH_WARMUP', quick ? 0 : 1),
    },
    chat: {
      sockets: Math.round(number('BENCH_CHAT_SOCKETS', quick ? 100 : 2000)),
      probes: Math.max(2, Math.round(number('BENCH_CHAT_PROBES', quick ? 4 : 20))),
      seconds: number('BENCH_CHAT_SECONDS', quick ? 3 : 30),
    },
    checkout: {
      buyers: Math.round(number('BENCH_CHECKOUTS', quick ? 60 : 1500)),
      concurrency: Math.max(1, Math.round(number('BENCH_CHECKOUT_CONCURRENCY', quick ? 8 : 32))),
    },
    facets: {
      sizes: sizes('BENCH_FACETS_SIZES', quick ? [1000, 2000] : [1000, 100_000]),
      requests: Math.max(20, Math.round(number('BENCH_FACETS_REQUESTS', quick ? 40 : 200))),
      warmup: quick ? 5 : 20,
    },
    dashboard: {
      orders: sizes('BENCH_DASHBOARD_ORDERS', quick ? [200, 2000] : [1000, 100_000]),
      requests: Math.max(1, Math.round(number('BENCH_DASHBOARD_REQUESTS', quick ? 5 : 100))),
      concurrency: Math.max(1, Math.round(number('BENCH_DASHBOARD_CONCURRENCY', 4))),
      /** The longest a scenario's timed requests may take, in seconds. */
      seconds: quick ? 5 : 30,
    },
    failover: { killAt: number('BENCH_FAILOVER_KILL_AT', quick ? 0.2 : 5) },
    lighthouseRuns: Math.max(1, Math.round(number('BENCH_LIGHTHOUSE_RUNS', quick ? 1 : 3))),
    databaseUrl: process.env.BENCH_DATABASE_URL || DEFAULT_PG_URL,
    chromiumPath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  };
}
