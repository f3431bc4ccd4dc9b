import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type {
  FastifyInstance,
  FastifyServerOptions,
  InjectOptions,
  LightMyRequestResponse,
} from 'fastify';
import pino from 'pino';

import { buildApp } from '../app';
import type { RendererModule } from '../http/page-renderer';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { RestockListener } from '../features/product/product-stock.service';
import { createServices } from '../services';
import { createCaptureMailer } from './capture-mailer';
import { createFactories } from './factories';
import { assertNoSecrets } from './no-secrets';
import { testConfig } from './test-config';
import { createTestDatabase } from './test-db';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface TestResponse<T = unknown> {
  status: number;
  body: T;
  headers: LightMyRequestResponse['headers'];
  raw: LightMyRequestResponse;
}

/**
 * The whole server on a fresh database, driven through `inject`. Use one per test file
 * (`beforeAll`), close it in `afterAll`.
 */
export async function createTestApp(
  options: {
    config?: Partial<Config>;
    /** Adds test-only routes before the app is ready (e.g. one that fails on purpose). */
    routes?: (app: FastifyInstance) => void;
    /** A built SPA folder to serve (for page and SEO tests). */
    webDir?: string;
    /** The storefront's page renderer (for server-rendering tests). */
    renderer?: RendererModule;
    /** The server's log (none by default), e.g. `{ level: 'info', stream }` to read it. */
    logger?: FastifyServerOptions['logger'];
    /** How the store reaches its database (PostgreSQL): see createTestDatabase. */
    databaseThrough?: (target: URL) => Promise<URL>;
    /** The store's mailer instead of the capturing one (e.g. a real mailer over SMTP). */
    mailer?: Mailer;
    /** Told of every stock that goes from 0 to more (a recorder, in stock tests). */
    restock?: RestockListener;
  } = {},
) {
  const database: Database = await createTestDatabase({ through: options.databaseThrough });
  // Each app writes its files (uploaded images) to its own data folder, removed on close.
  const ownDataDir = options.config?.dataDir
    ? undefined
    : await mkdtemp(path.join(tmpdir(), 'store-data-'));
  const config = testConfig({ ...(ownDataDir && { dataDir: ownDataDir }), ...options.config });
  const mail = createCaptureMailer();
  // Built here, from the same composition root the app uses, so tests can reach a service
  // (run the sweep, sign a token, clear the cache) without the app exposing them.
  const services = createServices({
    config,
    database,
    mailer: options.mailer ?? mail,
    logger: pino({ enabled: false }),
    restock: options.restock,
  });
  const app: FastifyInstance = await buildApp({
    config,
    database,
    services,
    logger: options.logger ?? false,
    webDir: options.webDir,
    renderer: options.renderer,
  });
  options.routes?.(app);
  await app.ready();
  const factories = createFactories(database.db, services.tokens);

  async function request<T = any>(
    method: Method,
    url: string,
    init: {
      token?: string;
      body?: unknown;
      headers?: Record<string, string>;
      payload?: string;
      /** The client IP the server sees (rate limits are per IP). */
      remoteAddress?: string;
    } = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.authorization = init.token;
    const injectOptions: InjectOptions = { method, url, headers };
    if (init.remoteAddress) injectOptions.remoteAddress = init.remoteAddress;
    if (init.payload !== undefined) injectOptions.payload = init.payload;
    else if (init.body !== undefined) injectOptions.payload = init.body as InjectOptions['payload'];
    const raw = await app.inject(injectOptions);
    const text = raw.body;
    let body: unknown = text;
    if ((raw.headers['content-type'] ?? '').toString().includes('json') && text) {
      body = JSON.parse(text);
      // No answer of the API may carry a password, hash, token version or provider id.
      assertNoSecrets(body);
    }
    return { status: raw.statusCode, body: body as T, headers: raw.headers, raw };
  }

  return {
    app,
    services,
    config,
    database,
    db: database.db,
    mail,
    factories,
    request,
    get: <T = any>(url: string, token?: string) => request<T>('GET', url, { token }),
    post: <T = any>(url: string, body?: unknown, token?: string) =>
      request<T>('POST', url, { body, token }),
    put: <T = any>(url: string, body?: unknown, token?: string) =>
      request<T>('PUT', url, { body, token }),
    del: <T = any>(url: string, token?: string) => request<T>('DELETE', url, { token }),
    async close() {
      await app.close();
      await database.close();
      if (ownDataDir) await rm(ownDataDir, { recursive: true, force: true });
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
