// Web benchmark: Lighthouse 12 (its default mobile preset) in Debian Chromium against the store
// started as `npm start` does (scripts/start.mjs) on a fresh demo catalog, for the home page, the
// shop and one product page; the median of several runs per page.
import { gzipSync } from 'node:zlib';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { onCleanup } from '../lib/cleanup.mjs';
import { kb, printTable, verdict } from '../lib/format.mjs';
import { fetchBytes, fetchJson } from '../lib/net.mjs';
import { machine, writeResult } from '../lib/results.mjs';
import { startStore } from '../lib/servers.mjs';

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** KB here is 1,000 bytes (as Vite prints sizes). */
export const WEB_TARGETS = {
  performance: 95,
  accessibility: 100,
  maxLcpMs: 2000,
  maxTbtMs: 150,
  maxCls: 0.05,
  maxJsGzipKB: 120,
};

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART, NO_FCP): a run is tried again. */
const ATTEMPTS = 3;

const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function gzipSizes(urls) {
  const sizes = {};
  for (const url of urls) {
    const { body } = await fetchBytes(url);
    sizes[url] = { bytes: body.length, gzip: gzipSync(body).length };
  }
  return sizes;
}

async function lighthouseRun(url, chromiumPath) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  const stop = onCleanup('kill Chromium', () => chrome.kill());
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) {
      throw new Error(
        `Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
      );
    }
    return result.lhr;
  } finally {
    await stop();
  }
}

/** The figures of one Lighthouse report. */
function figures(lhr, gzipOf) {
  const audit = (id) => lhr.audits[id];
  const requests = audit('network-requests')?.details?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  const failing = (category) =>
    lhr.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    cls: audit('cumulative-layout-shift').numericValue,
    lcpMs: Math.round(audit('largest-contentful-paint').numericValue),
    tbtMs: Math.round(audit('total-blocking-time').numericValue),
    fcpMs: Math.round(audit('first-contentful-paint').numericValue),
    speedIndexMs: Math.round(audit('speed-index').numericValue),
    scripts: scripts.map((s) => ({
      url: new URL(s.url).pathname,
      transferSize: s.transferSize,
      resourceSize: s.resourceSize,
      gzip: gzipOf[s.url]?.gzip,
    })),
    jsTransferBytes: scripts.reduce((sum, s) => sum + (s.transferSize ?? 0), 0),
    jsGzipBytes: scripts.reduce((sum, s) => sum + (gzipOf[s.url]?.gzip ?? 0), 0),
    textCompressionSavingsBytes: audit('uses-text-compression')?.details?.overallSavingsBytes ?? 0,
    failingAccessibilityAudits: failing('accessibility'),
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    warnings: lhr.runWarnings,
  };
}

export async function webBenchmark(options, pglite) {
  const startedAt = machine();
  console.log(`\n== Web: Lighthouse ${options.lighthouseRuns}× per page, mobile preset...`);
  const { dataDir } = await pglite.catalog(0, 'web');
  const server = await startStore({ label: 'store (npm start)', entry: 'start', dataDir });
  const pages = [];
  try {
    const first = await fetchJson(`${server.url}/api/product/list?page=1&limit=1`);
    const slug = first.products[0]?.slug;
    pages.push({ name: 'home', path: '/' }, { name: 'shop', path: '/shop' });
    if (slug) pages.push({ name: 'product', path: `/product/${slug}` });

    const runs = new Map(pages.map((page) => [page.path, []]));
    const gzipOf = {};
    // Page after page, run after run: a slow moment of the machine spreads over all pages.
    for (let run = 1; run <= options.lighthouseRuns; run += 1) {
      for (const page of pages) {
        let lhr;
        for (let attempt = 1; !lhr; attempt += 1) {
          try {
            lhr = await lighthouseRun(server.url + page.path, options.chromiumPath);
          } catch (error) {
            if (attempt >= ATTEMPTS) throw error;
            console.log(`   run ${run} ${page.path}: ${error.message}; trying again`);
          }
        }
        const scriptUrls = (lhr.audits['network-requests']?.details?.items ?? [])
          .filter((item) => item.resourceType === 'Script' && !(item.url in gzipOf))
          .map((item) => item.url);
        Object.assign(gzipOf, await gzipSizes(scriptUrls));
        const result = figures(lhr, gzipOf);
        runs.get(page.path).push(result);
        console.log(
          `   run ${run} ${page.path.padEnd(12).slice(0, 40)} performance ${result.performance}  accessibility ${result.accessibility}  LCP ${result.lcpMs} ms  TBT ${result.tbtMs} ms  CLS ${result.cls.toFixed(3)}  JS ${kb(result.jsGzipBytes)} gzip`,
        );
      }
    }

    for (const page of pages) {
      const list = runs.get(page.path);
      const pick = (key) => median(list.map((r) => r[key]));
      page.median = {
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        cls: pick('cls'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        fcpMs: pick('fcpMs'),
        speedIndexMs: pick('speedIndexMs'),
        jsTransferBytes: pick('jsTransferBytes'),
        jsGzipBytes: pick('jsGzipBytes'),
      };
      const m = page.median;
      page.target = {
        performance: m.performance >= WEB_TARGETS.performance,
        accessibility: m.accessibility >= WEB_TARGETS.accessibility,
        lcp: m.lcpMs <= WEB_TARGETS.maxLcpMs,
        tbt: m.tbtMs <= WEB_TARGETS.maxTbtMs,
        cls: m.cls < WEB_TARGETS.maxCls,
        firstLoadJs: m.jsGzipBytes <= WEB_TARGETS.maxJsGzipKB * 1000,
      };
      page.pass = Object.values(page.target).every(Boolean);
      page.runs = list;
    }
  } finally {
    await server.stop();
  }

  printTable(
    `Web: Lighthouse ${startedAt.node && ''}12 mobile, median of ${options.lighthouseRuns} run(s); targets performance ≥ ${WEB_TARGETS.performance}, accessibility ${WEB_TARGETS.accessibility}, LCP ≤ ${WEB_TARGETS.maxLcpMs} ms, TBT ≤ ${WEB_TARGETS.maxTbtMs} ms, CLS < ${WEB_TARGETS.maxCls}, first-load JS ≤ ${WEB_TARGETS.maxJsGzipKB} KB gzip`,
    ['page', 'perf', 'a11y', 'CLS', 'LCP', 'TBT', 'FCP', 'JS gzip', 'JS as served', 'verdict'],
    pages.map((page) => [
      page.path.length > 32 ? `${page.path.slice(0, 31)}…` : page.path,
      page.median.performance,
      page.median.accessibility,
      page.median.cls.toFixed(3),
      `${page.median.lcpMs} ms`,
      `${page.median.tbtMs} ms`,
      `${page.median.fcpMs} ms`,
      kb(page.median.jsGzipBytes),
      kb(page.median.jsTransferBytes),
      `${verdict(page.pass)}${
        page.pass
          ? ''
          : ` (${Object.entries(page.target)
              .filter(([, ok]) => !ok)
              .map(([k]) => k)
              .join(', ')})`
      }`,
    ]),
  );
  const warnings = [...new Set(pages.flatMap((p) => p.runs.flatMap((r) => r.warnings ?? [])))];
  for (const warning of warnings) console.log(`   Lighthouse: ${warning.replace(/\s+/g, ' ')}`);

  const file = writeResult(
    'web',
    {
      benchmark: 'Lighthouse, mobile preset (default form factor and simulated throttling)',
      machine: startedAt,
      settings: {
        lighthouse: (await import('lighthouse/package.json', { with: { type: 'json' } })).default
          .version,
        chromium: options.chromiumPath,
        chromeFlags: CHROME_FLAGS,
        runsPerPage: options.lighthouseRuns,
        server:
          'node scripts/start.mjs (npm start) on a fresh embedded database with the demo catalog',
        firstLoadJs:
          'sum over the Script requests Lighthouse saw while loading the page: transferSize as served, and each script gzipped (zlib default level) by the harness',
        quick: options.quick,
      },
      targets: WEB_TARGETS,
      pages,
      summary: { pass: pages.every((page) => page.pass) ? 'PASS' : 'FAIL' },
    },
    options,
  );
  console.log(`   written to ${file}`);
  return pages;
}
