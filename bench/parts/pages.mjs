// Pages benchmark: the storefront's pages as the server draws them for an anonymous shopper
// (decision 0023), under load, side by side with a bare node:http server answering the same
// bytes from memory. The store runs as `npm start` builds it, on the demo catalog (PGlite), with
// its page cache on (the default CATALOG_CACHE_SECONDS) and, for information, off (every request
// drawn anew).
import { brotliDecompressSync } from 'node:zlib';

import { int, ms, printTable, ratio, runLine, verdict } from '../lib/format.mjs';
import { isClean, measureSideBySide } from '../lib/load.mjs';
import { fetchEncoded, fetchJson } from '../lib/net.mjs';
import { machine, writeResult } from '../lib/results.mjs';
import { startBare, startStore } from '../lib/servers.mjs';

/** The targets for drawn pages (cache on): throughput and tail latency. */
export const PAGE_TARGETS = { minRatio: 0.5, maxP99: 20 };

/** What every request accepts, as a browser does: the pages go out compressed. */
const ACCEPT_ENCODING = 'br';

/** The store's default page and catalog cache (config.ts). */
const CACHE_ON_SECONDS = 5;

/**
 * The pages loaded, with a text each page's HTML must hold (the page really drawn, not the
 * empty shell the browser would fill).
 */
export async function pagesOf(url) {
  const first = await fetchJson(`${url}/api/product/list?page=1&limit=1`);
  const product = first.products[0];
  if (!product) throw new Error('The demo catalog has no product.');
  return [
    { id: 'home', path: '/', mustHold: 'Lagos tailoring' },
    { id: 'shop', path: '/shop', mustHold: product.name },
    { id: 'shop-page-2', path: '/shop?page=2', mustHold: 'Showing: 11-20' },
    { id: 'product', path: `/product/${product.slug}`, mustHold: product.name },
    { id: 'faq', path: '/faq', mustHold: 'Frequently Asked Questions' },
  ];
}

/** `pglite`: pgliteCatalogs() of lib/datasets.mjs (the demo catalog). */
export async function pagesBenchmark(options, pglite) {
  const startedAt = machine();
  const { load } = options;
  console.log('\n== Pages: the storefront drawn by the server, against a bare node:http server...');
  const [on, off] = await Promise.all([
    pglite
      .catalog(0, 'pages-on')
      .then(({ dataDir }) =>
        startStore({ label: 'store, page cache on', dataDir, cacheSeconds: CACHE_ON_SECONDS }),
      ),
    pglite
      .catalog(0, 'pages-off')
      .then(({ dataDir }) =>
        startStore({ label: 'store, page cache off', dataDir, cacheSeconds: 0 }),
      ),
  ]);

  let bare;
  const results = [];
  try {
    const pages = await pagesOf(on.url);
    // Asked as a browser asks (accept-encoding: br), the bare server answering exactly the
    // store's bytes, each checked to be the page drawn with its content.
    const routes = {};
    for (const page of pages) {
      const answer = await fetchEncoded(on.url + page.path, ACCEPT_ENCODING);
      if (answer.status !== 200) throw new Error(`${page.path} answered ${answer.status}`);
      if (answer.contentEncoding !== ACCEPT_ENCODING)
        throw new Error(`${page.path} came ${answer.contentEncoding ?? 'not'} encoded`);
      const html = brotliDecompressSync(answer.body).toString('utf8');
      if (!html.includes('id="eko-page-state"') || !html.includes(page.mustHold)) {
        throw new Error(`${page.path} was not drawn by the server (no "${page.mustHold}").`);
      }
      page.bytes = answer.body.length;
      routes[page.path] = answer;
    }
    bare = await startBare(routes);

    const targets = [
      { key: 'bare', server: bare },
      { key: 'cacheOn', server: on },
      { key: 'cacheOff', server: off },
    ];
    const asBrowser = { ...load, headers: { 'accept-encoding': ACCEPT_ENCODING } };
    const measured = await measureSideBySide(pages, targets, asBrowser, (page, key, run) =>
      console.log(runLine(page.id, key, run, 12)),
    );
    for (const [index, page] of pages.entries()) {
      const runs = measured[index];
      const ratioOn = round(runs.cacheOn.rps / runs.bare.rps);
      results.push({
        ...page,
        ...runs,
        ratio: { cacheOn: ratioOn, cacheOff: round(runs.cacheOff.rps / runs.bare.rps) },
        target: {
          ratio: ratioOn >= PAGE_TARGETS.minRatio,
          p99: runs.cacheOn.p99 !== null && runs.cacheOn.p99 <= PAGE_TARGETS.maxP99,
          clean: isClean(runs.cacheOn),
        },
        pass:
          ratioOn >= PAGE_TARGETS.minRatio &&
          runs.cacheOn.p99 !== null &&
          runs.cacheOn.p99 <= PAGE_TARGETS.maxP99 &&
          isClean(runs.cacheOn),
      });
    }
  } finally {
    await Promise.all([bare?.stop(), on.stop(), off.stop()]);
  }

  report(results);
  const file = writeResult(
    'pages',
    {
      benchmark: 'Storefront pages drawn by the server, under load',
      machine: startedAt,
      settings: {
        ...load,
        catalog: 'the demo catalog on PGlite, started as npm start builds it',
        cacheOnSeconds: CACHE_ON_SECONDS,
        acceptEncoding: `${ACCEPT_ENCODING}, as browsers send it: the store's compressed page, and the same bytes from the bare server`,
        tool: 'autocannon (in the bench process); every server in its own child process',
        baseline: 'bare node:http server answering the same body and content-type from memory',
        quick: options.quick,
      },
      targets: PAGE_TARGETS,
      pages: results,
      pass: results.every((r) => r.pass),
    },
    options,
  );
  console.log(`   written to ${file}`);
  return results;
}

/** Three decimals: a ratio of 0.496 must not read as 0.50 against a 0.5 target. */
const round = (value) => Math.round(value * 1000) / 1000;

function report(results) {
  const header = [
    'page',
    'bytes (br)',
    'bare req/s',
    'bare p99',
    'on req/s',
    'on ×bare',
    'on p50',
    'on p99',
    'off req/s',
    'off p99',
    'target',
  ];
  const rows = results.map((r) => [
    r.path,
    int(r.bytes),
    int(r.bare.rps),
    ms(r.bare.p99),
    int(r.cacheOn.rps),
    ratio(r.ratio.cacheOn, 3),
    ms(r.cacheOn.p50),
    ms(r.cacheOn.p99),
    int(r.cacheOff.rps),
    ms(r.cacheOff.p99),
    verdict(r.pass),
  ]);
  printTable(
    'Pages drawn by the server (cache on: 5 s; off: drawn on every request), against a bare node:http server (same bytes)',
    header,
    rows,
  );
  console.log(
    `   targets (cache on): ≥ ${PAGE_TARGETS.minRatio}× bare throughput and p99 ≤ ${PAGE_TARGETS.maxP99} ms`,
  );
}
