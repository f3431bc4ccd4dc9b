import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { MSG } from '#shared/common/messages';
import {
  BrandProductsResponseSchema,
  ProductFacetsResponseSchema,
  ProductItemResponseSchema,
  ProductListQuerySchema,
  ProductListResponseSchema,
  ProductSearchResponseSchema,
  ProductSelectResponseSchema,
  SEARCH_TERM_MAX,
  type ProductDto,
} from '#shared/product/product.schemas';
import { PRODUCT_MESSAGES } from '#shared/product/product.messages';

import { merchantsAndAdmins } from '../../http/access';
import { AppError } from '../../kernel/app-error';
import { sendJson } from '../../http/cached-json';
import { tagRoutes } from '../../http/openapi';
import type { ResponseCache } from '../../http/response-cache';
import type { Actor } from '../../kernel/actor';
import type { BrandService } from '../brand/brand.service';
import type { WishlistService } from '../wishlist/wishlist.service';
import type { ProductService } from './product.service';

interface Options {
  products: ProductService;
  brands: BrandService;
  wishlist: WishlistService;
  cache: ResponseCache;
}

const SlugParams = z.object({ slug: z.string().trim().min(1).max(200) });
const SearchParams = z.object({
  name: z
    .string()
    .trim()
    .max(SEARCH_TERM_MAX, MSG.tooLong('Search', SEARCH_TERM_MAX))
    .transform((value) => value.toLowerCase()),
});

/** Adds isLiked for a signed-in shopper on top of the shared (cached) answer. */
async function withLikes(
  wishlist: WishlistService,
  actor: Actor,
  items: ProductDto[],
): Promise<ProductDto[]> {
  const liked = await wishlist.likedAmong(
    actor,
    items.map((p) => p._id),
  );
  return items.map((p) => ({ ...p, isLiked: liked.has(p._id) }));
}

export const productRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { products, brands, wishlist, cache } = options;
  tagRoutes(app, 'Products');

  app.get(
    '/list',
    {
      schema: {
        summary: 'The shop: active products, filtered, sorted and a page at a time',
        description: 'A signed-in shopper also gets `isLiked` on each product.',
        querystring: ProductListQuerySchema,
        response: { 200: ProductListResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await cache.remember(`product:list:${JSON.stringify(request.query)}`, () =>
        products.list(request.query),
      );
      if (!request.actor) return sendJson(reply, answer);
      return {
        ...answer.value,
        products: await withLikes(wishlist, request.actor, answer.value.products),
      };
    },
  );

  app.get(
    '/list/facets',
    {
      schema: {
        summary: "The shop's facets: how many products each choice leaves under the filters",
        description:
          'Takes the query of `GET /api/product/list` (page, limit and order are not read). ' +
          '`size`, `brand`, `category` and `price` may be repeated: choices of one facet ' +
          "combine with OR, facets with AND; a facet's counts apply every other facet's " +
          'choices but not its own. Only products in the shop are counted.',
        querystring: ProductListQuerySchema,
        response: { 200: ProductFacetsResponseSchema },
      },
    },
    async (request, reply) => {
      const { page: _page, limit: _limit, order: _order, ...filters } = request.query;
      const answer = await cache.remember(`product:facets:${JSON.stringify(filters)}`, () =>
        products.facets(request.query),
      );
      return sendJson(reply, answer);
    },
  );

  // An empty term leaves no path segment for `:name`: no suggestions rather than a 404.
  app.get(
    '/list/search',
    {
      schema: {
        summary: 'Search suggestions for an empty term: none',
        response: { 200: ProductSearchResponseSchema },
      },
    },
    async () => ({ products: [] }),
  );

  app.get(
    '/list/search/:name',
    {
      schema: {
        summary: 'Search suggestions: products whose name contains the term',
        params: SearchParams,
        response: { 200: ProductSearchResponseSchema },
      },
    },
    async (request, reply) => {
      const term = request.params.name;
      if (!term) return { products: [] };
      const answer = await cache.remember(`product:search:${term}`, async () => ({
        products: await products.suggest(term),
      }));
      return sendJson(reply, answer);
    },
  );

  app.get(
    '/list/brand/:slug',
    {
      schema: {
        summary: "An active brand's products, a page at a time",
        params: SlugParams,
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(100_000).catch(1),
          limit: z.coerce.number().int().min(1).max(50).catch(10),
        }),
        response: { 200: BrandProductsResponseSchema },
      },
    },
    async (request, reply) => {
      const slug = request.params.slug.toLowerCase();
      const { page, limit } = request.query;
      const answer = await cache.remember(`product:brand:${slug}:${page}:${limit}`, async () => {
        if (!(await brands.findActiveBySlug(slug))) {
          throw AppError.notFound(PRODUCT_MESSAGES.brandNotFound(slug));
        }
        const result = await products.list(
          ProductListQuerySchema.parse({ brand: slug, page, limit }),
        );
        return {
          products: result.products,
          pages: result.totalPages,
          page: result.currentPage,
          totalProducts: result.count,
        };
      });
      if (!request.actor) return sendJson(reply, answer);
      return {
        ...answer.value,
        products: await withLikes(wishlist, request.actor, answer.value.products),
      };
    },
  );

  app.get(
    '/list/select',
    {
      onRequest: merchantsAndAdmins,
      schema: {
        summary: 'Product names for a select list (a merchant: its own brand only)',
        response: { 200: ProductSelectResponseSchema },
      },
    },
    async (request) => ({ products: await products.options(request.actor) }),
  );

  app.get(
    '/item/:slug',
    {
      schema: {
        summary: 'One active product, by slug or id',
        params: SlugParams,
        response: { 200: ProductItemResponseSchema },
      },
    },
    async (request, reply) => {
      const key = request.params.slug;
      const answer = await cache.remember(`product:item:${key}`, async () => ({
        product: await products.page(key),
      }));
      if (!request.actor) return sendJson(reply, answer);
      const [product = answer.value.product] = await withLikes(wishlist, request.actor, [
        answer.value.product,
      ]);
      return { product };
    },
  );
};
