import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { AppError } from '../../kernel/app-error';
import { tagRoutes, textResponse } from '../../http/openapi';
import type { ResponseCache } from '../../http/response-cache';
import type { Sitemaps } from './sitemap';

/** /robots.txt, /sitemap.xml and its parts, kept in the catalog cache like other public reads. */
export const seoRoutes: FastifyPluginAsyncZod<{
  sitemaps: Sitemaps;
  cache: ResponseCache;
}> = async (app, { sitemaps, cache }) => {
  const xml = 'application/xml; charset=utf-8';
  tagRoutes(app, 'SEO');

  app.get(
    '/robots.txt',
    {
      schema: {
        summary: 'Rules for crawlers, pointing at the sitemap',
        response: { 200: textResponse('text/plain', 'robots.txt.') },
      },
    },
    async (_request, reply) => reply.type('text/plain; charset=utf-8').send(sitemaps.robots()),
  );

  app.get(
    '/sitemap.xml',
    {
      schema: {
        summary: 'The sitemap index',
        response: { 200: textResponse('application/xml', 'A sitemap index.') },
      },
    },
    async (_request, reply) => {
      const { value } = await cache.remember('sitemap:root', () => sitemaps.root());
      return reply.type(xml).send(value);
    },
  );

  app.get(
    '/sitemap-pages.xml',
    {
      schema: {
        summary: "The sitemap of the shop's pages, brands and categories",
        response: { 200: textResponse('application/xml', 'A sitemap.') },
      },
    },
    async (_request, reply) => {
      const { value } = await cache.remember('sitemap:pages', () => sitemaps.pages());
      return reply.type(xml).send(value);
    },
  );

  app.get(
    '/sitemap-products-:part.xml',
    {
      schema: {
        summary: 'One part of the products sitemap',
        params: z.object({ part: z.coerce.number().int().min(1).max(10_000) }),
        response: { 200: textResponse('application/xml', 'A sitemap.') },
      },
    },
    async (request, reply) => {
      const { part } = request.params;
      const { value } = await cache.remember(`sitemap:products:${part}`, () =>
        sitemaps.products(part),
      );
      if (value === null) throw AppError.notFound('No such sitemap.');
      return reply.type(xml).send(value);
    },
  );
};
