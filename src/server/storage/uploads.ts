import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

import { AppError } from '../kernel/app-error';
import { ensureImageDir, VARIANT_FILE } from './image-store';

export const UPLOADS_PREFIX = '/uploads/images/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const NOT_FOUND = 'No image found.';

/**
 * Serves the stored image variants under /uploads/images/. A key is never reused, so a variant
 * is cached for a year; anything but `<key>-<width>.webp` is a 404 (no listing, no temp files).
 */
export async function registerUploads(app: FastifyInstance, dir: string): Promise<void> {
  ensureImageDir(dir);
  await app.register(
    async (uploads) => {
      uploads.setNotFoundHandler(async () => {
        throw AppError.notFound(NOT_FOUND);
      });
      await uploads.register(fastifyStatic, {
        root: dir,
        decorateReply: false,
        wildcard: true,
        list: false,
        index: false,
        dotfiles: 'deny',
        redirect: false,
        cacheControl: false,
        allowedPath: (pathName) => VARIANT_FILE.test(pathName.replace(/^\//, '')),
        setHeaders(reply) {
          reply.header('cache-control', IMMUTABLE);
        },
      });
    },
    { prefix: UPLOADS_PREFIX },
  );
}
