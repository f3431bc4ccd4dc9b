import type { IncomingMessage } from 'node:http';

import type { FastifyInstance } from 'fastify';

import { AppError } from '../kernel/app-error';

/** JSON bodies above this are refused with 413; uploads have their own multipart limits. */
export const BODY_LIMIT = 100 * 1024;

/**
 * Smaller limits for the small forms, by path: a few times what their fields may hold once
 * every character is sent as a 6-byte \u escape. Other routes keep BODY_LIMIT.
 */
export const ROUTE_BODY_LIMITS: ReadonlyArray<{ path: string; bytes: number }> = [
  { path: '/api/auth', bytes: 16 * 1024 },
  { path: '/api/newsletter', bytes: 4 * 1024 },
  { path: '/api/unsubscribe', bytes: 4 * 1024 },
  { path: '/api/contact', bytes: 64 * 1024 },
  { path: '/api/review', bytes: 32 * 1024 },
  { path: '/api/address', bytes: 16 * 1024 },
  { path: '/api/user', bytes: 16 * 1024 },
  { path: '/api/wishlist', bytes: 4 * 1024 },
];

/** The body limit of a route's URL, or undefined for BODY_LIMIT. */
export function bodyLimitFor(url: string): number | undefined {
  return ROUTE_BODY_LIMITS.find(({ path }) => url === path || url.startsWith(`${path}/`))?.bytes;
}

/** No request of the API nests deeper than a few levels; JSON.parse of 50 000 levels takes 50 ms. */
export const JSON_DEPTH_MAX = 32;

export const BODY_MESSAGES = {
  tooDeep: 'The request body is nested too deeply.',
} as const;

/** True when the objects and arrays of a JSON text nest deeper than `max`; a linear scan. */
export function isNestedDeeper(text: string, max: number): boolean {
  let depth = 0;
  let isInString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (isInString) {
      if (code === 92 /* \ */) i += 1;
      else if (code === 34 /* " */) isInString = false;
    } else if (code === 34) {
      isInString = true;
    } else if (code === 123 /* { */ || code === 91 /* [ */) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === 125 /* } */ || code === 93 /* ] */) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * The bounds of reading and dropping the rest of a refused body, as nginx's lingering close
 * does: at most DRAIN_TIME_MS in all, DRAIN_IDLE_MS without a byte (the client stopped
 * sending), DRAIN_BYTES in all. Within them the answer is read whatever the declared size; a
 * sender past them (a slow-loris, a body of gigabytes) is answered and cut off.
 */
export const DRAIN_TIME_MS = 5_000;
export const DRAIN_IDLE_MS = 2_000;
export const DRAIN_BYTES = 256 * 1024 * 1024;

export interface DrainBounds {
  timeMs: number;
  idleMs: number;
  bytes: number;
}

const DRAIN_BOUNDS: DrainBounds = {
  timeMs: DRAIN_TIME_MS,
  idleMs: DRAIN_IDLE_MS,
  bytes: DRAIN_BYTES,
};

/**
 * Reads what is left of a request body and drops it. An error answered before the body was
 * read (a 413 on its Content-Length or once past the limit, a 401 before parsing) goes out with
 * `Connection: close`, and Node then closes the socket while the client may still be sending:
 * the unread bytes make the close a reset, the client's next write fails (EPIPE or ECONNRESET)
 * and it reports that instead of the answer. Reading the rest first lets the answer arrive
 * after the client has finished. Past the bounds it stops waiting: the answer goes out and the
 * connection closes as before.
 */
export function drainRequest(
  raw: IncomingMessage,
  bounds: DrainBounds = DRAIN_BOUNDS,
): Promise<void> {
  // Read to its end already: `complete` is set on a socket's request, `readableEnded` on any.
  if (raw.complete || raw.readableEnded || raw.destroyed) return Promise.resolve();
  const declared = raw.headers['content-length'];
  const hasBody =
    declared !== undefined ? Number(declared) > 0 : 'transfer-encoding' in raw.headers;
  if (!hasBody) return Promise.resolve();
  return new Promise((resolve) => {
    let received = 0;
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > bounds.bytes) finish();
      else idle.refresh();
    };
    const overall = setTimeout(finish, bounds.timeMs);
    const idle = setTimeout(finish, bounds.idleMs);
    function finish() {
      clearTimeout(overall);
      clearTimeout(idle);
      raw.off('data', onData);
      raw.off('end', finish);
      raw.off('close', finish);
      raw.off('error', finish);
      resolve();
    }
    raw.on('data', onData);
    raw.once('end', finish);
    raw.once('close', finish);
    raw.once('error', finish);
    raw.resume();
  });
}

/**
 * Body limits per route, JSON no deeper than JSON_DEPTH_MAX, and error answers that wait for
 * the rest of the body. Register before the routes: the limits are set as routes are added.
 */
export function registerRequestBody(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= bodyLimitFor(route.url);
  });

  // Fastify's own parser (prototype poisoning refused) behind a linear depth check.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (isNestedDeeper(text, JSON_DEPTH_MAX)) {
      done(AppError.validation(BODY_MESSAGES.tooDeep), undefined);
      return;
    }
    parseJson(request, text, done);
  });

  app.addHook('onError', async (request) => {
    await drainRequest(request.raw);
  });
}
