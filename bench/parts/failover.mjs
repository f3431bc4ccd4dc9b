// Failover benchmark: the pages part's storefront pages, loaded through a round-robin load
// balancer (lib/round-robin-proxy.mjs, nginx's defaults) in front of two servers of one store
// (PostgreSQL, a redis-server of the benchmark's own, the demo catalog). One pass steady, one
// pass in which one server is killed with SIGKILL and started again; the failed requests and
// the figures of both passes are reported.
import { brotliDecompressSync } from 'node:zlib';

import { int, ms, printTable, trouble } from '../lib/format.mjs';
import { startHelper } from '../lib/ipc.mjs';
import { measure } from '../lib/load.mjs';
import { startLoadStore } from '../lib/load-store.mjs';
import { fetchEncoded } from '../lib/net.mjs';
import { machine, writeResult } from '../lib/results.mjs';
import { pagesOf } from './pages.mjs';

const ACCEPT_ENCODING = 'br';
const CACHE_SECONDS = 5;

const sleep = (ms_) => new Promise((resolve) => setTimeout(resolve, ms_));

export async function failoverBenchmark(options) {
  const startedAt = machine();
  const { load } = options;
  console.log(
    '\n== Failover: the storefront pages through a round-robin balancer to two servers, one killed and restarted...',
  );
  const store = await startLoadStore(options, {
    name: 'failover',
    demo: true,
    cacheSeconds: CACHE_SECONDS,
  });
  const servers = [...store.servers];
  const proxy = startHelper('round-robin balancer', 'round-robin-proxy.mjs');
  const passes = {};
  let restart;
  try {
    const { port } = await proxy.ask({ upstreams: servers.map((server) => server.url) });
    const front = `http://127.0.0.1:${port}`;
    const pages = await pagesOf(front);
    for (const page of pages) {
      const answer = await fetchEncoded(front + page.path, ACCEPT_ENCODING);
      const html = answer.status === 200 ? brotliDecompressSync(answer.body).toString() : '';
      if (!html.includes(page.mustHold)) {
        throw new Error(
          `${page.path} through the balancer was not the drawn page (${answer.status}).`,
        );
      }
    }
    const asBrowser = { ...load, headers: { 'accept-encoding': ACCEPT_ENCODING } };

    async function pass(name, during) {
      await proxy.ask({ type: 'reset' });
      const runs = [];
      const event = during?.();
      for (const page of pages) {
        const run = await measure(front + page.path, asBrowser);
        console.log(
          `   ${name.padEnd(8)} ${page.id.padEnd(12)} ${int(run.rps).padStart(7)} req/s  p50 ${ms(run.p50)}  p99 ${ms(run.p99)}  ${trouble(run)}`.trimEnd(),
        );
        runs.push({ id: page.id, path: page.path, ...run });
      }
      const happened = await event;
      const { stats } = await proxy.ask({ type: 'stats' });
      const failed = runs.reduce((sum, r) => sum + r.errors + r.non2xx, 0);
      passes[name] = {
        pages: runs,
        requests: runs.reduce((sum, r) => sum + r.requests, 0),
        failedRequests: failed,
        balancer: stats,
        ...(happened && { kill: happened }),
      };
    }

    await pass('steady');
    // The second server is killed `killAt` seconds into the pass (with the warm-up: into the
    // first page's load) and started again at once, on its port, as a supervisor would.
    await pass('killed', async () => {
      await sleep(options.failover.killAt * 1000);
      const victim = servers[1];
      const killedAt = performance.now();
      await victim.kill();
      const restartedFrom = performance.now();
      servers[1] = await store.start(1, victim.port);
      restart = {
        killedAfterSeconds: options.failover.killAt,
        server: 2,
        signal: 'SIGKILL',
        secondsUntilHealthyAgain: Math.round((performance.now() - restartedFrom) / 100) / 10,
        secondsDown: Math.round((performance.now() - killedAt) / 100) / 10,
      };
      return restart;
    });
  } finally {
    await proxy.stop();
    await Promise.all(servers.map((server) => server.stop()));
    await store.redis.stop();
  }

  report(passes);
  const failed = passes.killed.failedRequests;
  const file = writeResult(
    'failover',
    {
      benchmark:
        'Storefront pages through a load balancer, one of two servers killed and restarted',
      machine: startedAt,
      settings: {
        ...load,
        pages: 'the pages part’s five pages, asked as a browser asks (accept-encoding: br)',
        servers: 2,
        cacheSeconds: CACHE_SECONDS,
        balancer:
          'round robin in a helper process, as nginx by default: an upstream that fails is left out for 10 s, a GET that failed before its answer began is passed to the next server once',
        database: 'PostgreSQL (a fresh eko_bench_* database with the demo catalog)',
        redis: 'a redis-server of the benchmark, on a free port',
        quick: options.quick,
      },
      passes,
      failedRequestsWhileKilled: failed,
      pass: failed === 0,
    },
    options,
  );
  console.log(`   written to ${file}`);
  return passes;
}

function report(passes) {
  const rows = passes.steady.pages.map((steady, i) => {
    const killed = passes.killed.pages[i];
    return [
      steady.path,
      int(steady.rps),
      ms(steady.p99),
      int(killed.rps),
      ms(killed.p50),
      ms(killed.p99),
      int(killed.errors + killed.non2xx),
    ];
  });
  printTable(
    'Pages through a round-robin balancer to two servers: steady, and with server 2 killed (SIGKILL) and restarted',
    ['page', 'steady req/s', 'steady p99', 'killed req/s', 'killed p50', 'killed p99', 'failed'],
    rows,
  );
  const { kill, balancer, failedRequests, requests } = passes.killed;
  console.log(
    `   killed after ${kill.killedAfterSeconds} s, healthy again ${kill.secondsUntilHealthyAgain} s after its restart; ` +
      `${int(failedRequests)} of ${int(requests)} requests failed; the balancer passed ${int(balancer.retried)} to the other server, answered ${balancer.badGateway} with 502, cut ${balancer.cut}`,
  );
}
