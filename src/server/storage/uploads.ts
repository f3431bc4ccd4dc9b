import type { FastifyInstance } from 'fastify';

import { AppError } from '../kernel/app-error';
import { parseVariantName, type ImageStore } from './image-store';

export const UPLOADS_PREFIX = '/uploads/images/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const NOT_FOUND = 'No image found.';

/**
 * Serves the stored image variants under /uploads/images/ from the database, so every server
 * answers for every upload (decision 0021). A key is never reused, so a variant is cached for a
 * year; anything but `<key>-<width>.webp` is a 404 before any query.
 *
 * `crossOrigin` (CORS_ORIGINS set, decision 0030): the images answer with
 * `Cross-Origin-Resource-Policy: cross-origin`, so pages of another origin may show them;
 * otherwise helmet's `same-origin` stays, as on every other answer.
 */
export async function registerUploads(
  app: FastifyInstance,
  images: Pick<ImageStore, 'read'>,
  { crossOrigin = false }: { crossOrigin?: boolean } = {},
): Promise<void> {
  app.get<{ Params: { '*': string } }>(
    `${UPLOADS_PREFIX}*`,
    { schema: { hide: true } },
    async (request, reply) => {
      // Set on the reply, it takes precedence over the header helmet put on the raw response.
      if (crossOrigin) void reply.header('cross-origin-resource-policy', 'cross-origin');
      const name = parseVariantName(request.params['*']);
      const variant = name && (await images.read(name.key, name.width));
      if (!variant) throw AppError.notFound(NOT_FOUND);
      void reply.header('cache-control', IMMUTABLE).header('etag', variant.etag);
      if (matchesEtag(request.headers['if-none-match'], variant.etag)) {
        return reply.code(304).send();
      }
      return reply.type(variant.contentType).send(variant.data);
    },
  );
}

/** If-None-Match: `*` or a list of tags (weak ones compare by their tag); a long header is ignored. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header || header.length > 2000) return false;
  return header
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag === etag || tag === `W/${etag}`);
}
