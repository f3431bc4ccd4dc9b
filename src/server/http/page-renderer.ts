import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

import type { FastifyInstance } from 'fastify';

import type { PageRenderer } from './web';

/** What the renderer's module (src/web/entry-server.tsx) exports. */
export interface RendererModule {
  createPageRenderer(options: {
    transport: (url: string, init: RequestInit) => Promise<Response>;
    origin: string;
    meta: Record<string, string>;
  }): PageRenderer;
}

const NO_BODY = new Set([204, 205, 304]);

/**
 * The renderer's API calls, answered by this server's own router without a socket: the same
 * routes, validation and catalog cache as a browser's call, anonymous (no token is sent).
 */
export function injectTransport(app: FastifyInstance) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(NO_BODY.has(answer.statusCode) ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

/** The built renderer, when the build made one (`npm run build`). */
export async function loadRenderer(file: string): Promise<RendererModule | undefined> {
  if (!existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as RendererModule;
}
