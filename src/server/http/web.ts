import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { MSG } from '#shared/common/messages';
import { FACET_CHOICES_MAX } from '#shared/product/facets';
import { isServerRenderedPath, STOREFRONT_QUERY_KEYS } from '#shared/site/site-paths';

import { isDatabaseUnavailable } from '../db/availability';
import { AppError } from '../kernel/app-error';
import { RETRY_AFTER_SECONDS } from './error-handler';
import { renderIndex, type PageHead } from './page-head';
import type { ResponseCache } from './response-cache';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The server's page renderer (dist/render, src/web/entry-server.tsx). */
export interface PageRenderer {
  /**
   * Tags for the head, the markup inside #root and the element holding the page's hydration
   * state, or null to leave the page to the browser.
   */
  render(url: string): Promise<{ head: string; html: string; state: string } | null>;
}

export interface WebOptions {
  /** The built SPA (dist/web); without it only the API is served. */
  webDir: string | undefined;
  /** The head (title, description, Open Graph, JSON-LD, status) of a page path. */
  headFor: (pathname: string) => Promise<PageHead>;
  /** Extra <meta name> tags for every page (e.g. the configured hero video). */
  meta?: Record<string, string>;
  /** Draws the storefront's pages on the server; without it every page is drawn in the browser. */
  renderer?: PageRenderer;
  /** Drawn pages by URL, forgotten on every catalog change. */
  pageCache: ResponseCache;
  /** Told when a page met the database away (the outage is logged once, by the watch). */
  onUnavailable?: (error: unknown) => void;
}

/** A page as sent: its status and its bytes, plain and compressed, encoded once. */
interface SentPage {
  status: number;
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * The path of the built page's stylesheet (`assets/index-abc.css`, without its leading slash),
 * or null: read from the build's own index.html, never from a request.
 */
export function stylesheetOf(template: string): string | null {
  const start = template.indexOf('<link rel="stylesheet"');
  if (start < 0) return null;
  const tag = template.slice(start, template.indexOf('>', start) + 1);
  return /href="\/(assets\/[\w.-]+\.css)"/.exec(tag)?.[1] ?? null;
}

/** The store's stylesheet as a path (`/assets/index-abc.css`), when the web is built in `webDir`. */
export function storeStylesheet(webDir: string | undefined): string | undefined {
  const index = webDir ? path.join(webDir, 'index.html') : undefined;
  if (!index || !existsSync(index)) return undefined;
  const href = stylesheetOf(readFileSync(index, 'utf8'));
  return href ? `/${href}` : undefined;
}

/**
 * The built page with its stylesheet written into it: a phone on a slow network then paints the
 * page from the HTML alone, without a second request (on a new connection) before the first
 * paint. The stylesheet stays a file too, for anything that asks for it.
 */
function withInlineStylesheet(template: string, webDir: string): string {
  const start = template.indexOf('<link rel="stylesheet"');
  if (start < 0) return template;
  const end = template.indexOf('>', start);
  const href = stylesheetOf(template);
  if (!href) return template;
  const file = path.join(webDir, href);
  if (!existsSync(file)) return template;
  const css = readFileSync(file, 'utf8');
  if (css.includes('</')) return template;
  return template.slice(0, start) + `<style>${css}</style>` + template.slice(end + 1);
}

/** The longest URL whose page is kept in the cache (a longer one is drawn for itself). */
const MAX_CACHED_URL = 512;
const ROOT = '<div id="root"></div>';

function encoded(status: number, page: string): SentPage {
  const html = Buffer.from(page);
  return {
    status,
    html,
    // Fast settings: a page is compressed once per cache lifetime, on a request's time.
    br: brotliCompressSync(html, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: html.length },
    }),
    gzip: gzipSync(html, { level: 6 }),
  };
}

/** The encodings the request accepts, among br and gzip (a q=0 refuses one). */
function acceptedEncoding(request: FastifyRequest): 'br' | 'gzip' | null {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string' || header.length > 256) return null;
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(?:\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]?.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: SentPage) {
  reply
    .status(page.status)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .type('text/html; charset=utf-8');
  const encoding = acceptedEncoding(request);
  if (!encoding) return reply.send(page.html);
  return reply.header('content-encoding', encoding).send(page[encoding]);
}

/** A source map's path (`/assets/index-abc.js.map`), which the store never serves. */
function isSourceMap(pathname: string): boolean {
  return pathname.toLowerCase().endsWith('.map');
}

/**
 * Serves the built SPA: hashed assets cached for a year, and every other page path answered
 * with index.html carrying that page's own head (never cached by the browser). The storefront's
 * pages (the core, the content pages and any unknown path's 404) come drawn with their data
 * (decision 0023); the account, dashboard and checkout pages are drawn by the browser.
 */
export async function registerWeb(app: FastifyInstance, options: WebOptions): Promise<void> {
  const { webDir, renderer, pageCache } = options;
  const indexFile = webDir ? path.join(webDir, 'index.html') : undefined;
  const template =
    webDir && indexFile && existsSync(indexFile)
      ? withInlineStylesheet(readFileSync(indexFile, 'utf8'), webDir)
      : undefined;

  if (template && webDir) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // A source map would hand out the sources; the build writes none, and one copied into
      // the directory by hand is not served either.
      allowedPath: (pathName) => !isSourceMap(pathName),
      // Sends the .br / .gz files written at build time when the browser accepts them.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const relative = path.relative(webDir, filePath);
        reply.header(
          'cache-control',
          relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : 'public, max-age=3600',
        );
      },
    });
  }

  /** The page drawn by the renderer, or null (then the browser draws it: never a failed page). */
  async function drawn(request: FastifyRequest, url: string, pathname: string) {
    if (!renderer || !isServerRenderedPath(pathname)) return null;
    try {
      return await renderer.render(url);
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error;
      request.log.error({ err: error, path: pathname }, 'server rendering failed');
      return null;
    }
  }

  async function drawPage(request: FastifyRequest, url: string, pathname: string, shell: string) {
    const [head, page] = await Promise.all([
      options.headFor(pathname),
      drawn(request, url, pathname),
    ]);
    let html = renderIndex(shell, head, options.meta);
    if (page) {
      html = html
        .replace('</head>', () => `  ${page.head}\n  </head>`)
        .replace(ROOT, () => `<div id="root">${page.html}</div>\n    ${page.state}`);
    }
    return encoded(head.status, html);
  }

  /**
   * The URL a page is drawn and cached for: its path and, sorted, the query parameters a
   * storefront page reads (any other parameter would only multiply the drawings of one page).
   */
  function pageUrl(url: string, pathname: string): string {
    const at = url.indexOf('?');
    if (at < 0) return pathname;
    const query = new URLSearchParams(url.slice(at + 1));
    const kept = new URLSearchParams();
    for (const key of STOREFRONT_QUERY_KEYS) {
      // A facet may be repeated (decision 0052): as many values as the API takes.
      for (const value of query.getAll(key).slice(0, FACET_CHOICES_MAX)) kept.append(key, value);
    }
    const search = kept.toString();
    return search ? `${pathname}?${search}` : pathname;
  }

  /**
   * While the database is away: the page's shell, drawn by the browser once it answers, with
   * 503 and Retry-After so that crawlers and load balancers come back later (never cached).
   */
  const unavailablePage =
    template &&
    encoded(
      503,
      renderIndex(
        template,
        { status: 200, title: MSG.unavailable, description: MSG.unavailable, noindex: true },
        options.meta,
      ),
    );

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !isSourceMap(pathname);
    if (!isApi && wantsPage && template && unavailablePage) {
      const url = pageUrl(request.url, pathname);
      let page: SentPage;
      try {
        page =
          url.length <= MAX_CACHED_URL
            ? (
                await pageCache.remember(`page:${url}`, () =>
                  drawPage(request, url, pathname, template),
                )
              ).value
            : await drawPage(request, url, pathname, template);
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        options.onUnavailable?.(error);
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        return sendPage(request, reply, unavailablePage);
      }
      return sendPage(request, reply, page);
    }
    throw AppError.notFound(
      isApi ? 'No API route found' : 'The page you are looking for was not found.',
    );
  });
}
