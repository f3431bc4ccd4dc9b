import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

import { AppError } from '../kernel/app-error';
import { renderIndex, type PageHead } from './page-head';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface WebOptions {
  /** The built SPA (dist/web); without it only the API is served. */
  webDir: string | undefined;
  /** The head (title, description, Open Graph, JSON-LD, status) of a page path. */
  headFor: (pathname: string) => Promise<PageHead>;
  /** Extra <meta name> tags for every page (e.g. the configured hero video). */
  meta?: Record<string, string>;
}

/**
 * Serves the built SPA: hashed assets cached for a year, and every other page path answered
 * with index.html carrying that page's own head (never cached), so the client router takes over
 * and crawlers see titles, descriptions and structured data.
 */
export async function registerWeb(app: FastifyInstance, options: WebOptions): Promise<void> {
  const { webDir } = options;
  const indexFile = webDir ? path.join(webDir, 'index.html') : undefined;
  const template = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;

  if (template && webDir) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
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

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!isApi && wantsPage && template) {
      const head = await options.headFor(pathname);
      return reply
        .status(head.status)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(renderIndex(template, head, options.meta));
    }
    throw AppError.notFound(
      isApi ? 'No API route found' : 'The page you are looking for was not found.',
    );
  });
}
