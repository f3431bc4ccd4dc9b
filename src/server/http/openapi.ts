import swagger, { type SwaggerTransform } from '@fastify/swagger';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import {
  createJsonSchemaTransformObject,
  jsonSchemaTransform,
  type FastifyPluginAsyncZod,
} from 'fastify-type-provider-zod';
import { z } from 'zod';

import { ErrorBodySchema } from '#shared/common/errors';

import { actorOf, type RouteActor } from './access';
import { renderApiDocs } from './openapi-page';

/** The features of the API, in the order the docs page lists them. */
export const API_TAGS = {
  Health: 'Whether the store and its database answer.',
  Docs: 'This document and its readable page.',
  Auth: 'Sign-up, sign-in, password reset and social sign-in.',
  Users: 'Your profile and measurements; the user list for admins.',
  Addresses: 'Your saved addresses.',
  Newsletter: 'Subscribe and unsubscribe.',
  Contact: 'The contact form.',
  Merchants: 'Applications to sell in the store, and their administration.',
  Products: 'The shop and, for merchants and admins, product administration.',
  Brands: 'Brands: the public list and their administration.',
  Categories: 'Categories: the public list and their administration by admins.',
  Reviews: 'Product reviews and their moderation.',
  'Size guides': 'Size guides of brands and categories, and their administration.',
  Wishlist: 'The products you like.',
  'Stock alerts': 'Tell me when my size is back: subscribe, confirm, stop, and your alerts.',
  Cart: 'The server cart a checkout is made from.',
  Checkout: 'Paying for a cart.',
  Shipping: 'Shipping zones and options: what delivers where, and their administration.',
  Discounts: "Discount codes: the bag's quote, and the codes of the store and of each brand.",
  Orders: 'Placed orders: reading, cancelling and item status.',
  Overview: "The dashboard's home: how the shop is doing, for admins and merchants.",
  Payments: 'Payment providers: webhooks, verification and the test payment page.',
  SEO: 'robots.txt and the sitemaps.',
  Audit: 'Who did what: the entries every write of an admin or a merchant leaves.',
} as const;
export type ApiTag = keyof typeof API_TAGS;

const ERROR_BODY_REF = '#/components/schemas/ErrorBody';
const componentSchemas = z.registry<{ id: string }>();
componentSchemas.add(ErrorBodySchema, { id: 'ErrorBody' });
/** Puts the error body in the document's components, where every error response points. */
const addComponents = createJsonSchemaTransformObject({ schemaRegistry: componentSchemas });

/** What each error status means for a route called by `actor`. */
function errorText(status: number, actor: RouteActor): string {
  const isGuarded = actor !== 'public' && actor !== 'payment-provider';
  switch (status) {
    case 400:
      return 'The input was refused: `issues` names each field, or `error` the business rule.';
    case 401:
      return isGuarded
        ? 'Not signed in, or the session has expired.'
        : 'The token sent is invalid or expired (a guest sends none).';
    case 403:
      return actor === 'merchant' || actor === 'admin'
        ? 'Signed in without the role this needs, or as a disabled merchant.'
        : "The token is a disabled merchant's.";
    case 404:
      return 'Nothing found for the path parameters.';
    case 413:
      return 'The request body is too large.';
    case 415:
      return 'This content type is not accepted here.';
    case 429:
      return 'Too many attempts: try again later.';
    case 503:
      return 'A service the store needs is not answering.';
    default:
      return 'Unexpected failure; quote `requestId` when reporting it.';
  }
}

/** A success answer that is an HTML page. */
export function htmlResponse(description: string) {
  return { description, content: { 'text/html': { schema: z.string() } } };
}

/** A success answer in another text format (robots.txt, a sitemap, a CSV export). */
export function textResponse(
  type: 'text/plain' | 'application/xml' | 'text/csv',
  description: string,
) {
  return { description, content: { [type]: { schema: z.string() } } };
}

const SUCCESS_TEXT: Record<string, string> = { 200: 'OK.', 201: 'Created.' };

/** A success answer that sends the browser elsewhere (the `Location` header), without a body. */
export function redirectResponse(description: string) {
  return { description, content: {} };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isRedirect(value: unknown): value is { description: string } {
  return (
    isRecord(value) &&
    typeof value.description === 'string' &&
    isRecord(value.content) &&
    Object.keys(value.content).length === 0
  );
}

/**
 * Tags every route the plugin declares after this call with its feature, for the document and
 * its page.
 */
export function tagRoutes(app: FastifyInstance, tag: ApiTag): void {
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, tags: [tag] };
  });
}

function hasBody(schema: FastifySchema): boolean {
  return schema.body !== undefined || schema.formBody !== undefined;
}

/**
 * The error statuses a route can give, read from its options: any route may fail (500); one
 * that reads input may refuse it (400) and a body may be too large or of another type (413,
 * 415); an `{id}` or `{slug}` may find nothing (404); every token sent is checked (401), and
 * a disabled merchant is refused everywhere but the routes that let it in (403).
 */
function errorStatusesOf(route: RouteOptions, actor: RouteActor): number[] {
  const schema = route.schema ?? {};
  const statuses = new Set<number>([500]);
  if (schema.body || schema.formBody || schema.querystring || schema.params) statuses.add(400);
  if (hasBody(schema)) {
    statuses.add(413);
    statuses.add(415);
  }
  if (schema.params) statuses.add(404);
  const readsToken = !route.config?.skipAuth && actor !== 'payment-provider';
  if (readsToken) statuses.add(401);
  if (actor === 'merchant' || actor === 'admin') statuses.add(403);
  if (readsToken && !route.config?.allowDisabledMerchant) statuses.add(403);
  return [...statuses];
}

/** Who may send which token: required, optional (a guest is welcome), or not read at all. */
function securityOf(route: RouteOptions, actor: RouteActor): FastifySchema['security'] {
  if (route.config?.skipAuth || actor === 'payment-provider') return undefined;
  const bearer: Record<string, string[]> = { bearer: [] };
  return actor === 'public' ? [{}, bearer] : [bearer];
}

/**
 * The route schemas (zod) as OpenAPI, with what the options say besides: who may call
 * (`x-actor`, from the route's guard), which token it reads and which errors it can give, all in
 * the one error body.
 */
const transform: SwaggerTransform = (document) => {
  const { route } = document;
  const schema: FastifySchema = document.schema ?? {};
  if (schema.hide) return jsonSchemaTransform({ ...document, schema });

  const actor = actorOf(route);
  const { formBody, response, ...rest } = schema;
  // The route's own answers: JSON, pages and redirects; a status it declares wins over the
  // derived error of the same status (the test payment page answers its 404 as a page).
  const own: Record<string, unknown> = {};
  const redirects: Record<string, string> = {};
  const errors = new Set(errorStatusesOf(route, actor));
  for (const [status, value] of Object.entries(response ?? {})) {
    if (value === ErrorBodySchema) {
      errors.add(Number(status));
      continue;
    }
    errors.delete(Number(status));
    if (value instanceof z.ZodType) {
      own[status] = {
        description: SUCCESS_TEXT[status] ?? 'Success.',
        content: { 'application/json': { schema: value } },
      };
    } else if (isRedirect(value)) redirects[status] = value.description;
    else own[status] = value;
  }

  const documented: FastifySchema = {
    ...rest,
    ...(formBody !== undefined && {
      body: formBody,
      consumes: ['multipart/form-data', 'application/json'],
    }),
    'x-actor': actor,
    security: securityOf(route, actor),
    response: own,
  };
  const result = jsonSchemaTransform({ ...document, schema: documented });
  const responses = isRecord(result.schema.response) ? { ...result.schema.response } : {};
  for (const [status, description] of Object.entries(redirects)) {
    // In @fastify/swagger's form: `type: 'null'` means no body.
    responses[status] = {
      type: 'null',
      description,
      headers: { location: { type: 'string', description: 'Where the browser goes.' } },
    };
  }
  for (const status of [...errors].sort((a, b) => a - b)) {
    responses[status] = {
      description: errorText(status, actor),
      content: { 'application/json': { schema: { $ref: ERROR_BODY_REF } } },
    };
  }
  return { ...result, schema: { ...result.schema, response: responses } };
};

export interface RegisteredRoute {
  method: string;
  url: string;
  isHidden: boolean;
}

const routesOfApp = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Every route the app registered (HEAD twins included), for tests that walk them all. */
export function registeredRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  return routesOfApp.get(app) ?? [];
}

/**
 * The OpenAPI 3.1 document of every route, generated from the routes' zod schemas. Register it
 * before the routes: @fastify/swagger collects them as they are added.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  options: { publicUrl: string },
): Promise<void> {
  const routes: RegisteredRoute[] = [];
  routesOfApp.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routes.push({ method, url: route.url, isHidden: route.schema?.hide === true });
    }
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Eko Thread API',
        version: '1',
        description:
          'The store API. Send the token from login or register as `Authorization: Bearer <jwt>`. ' +
          '`x-actor` on each operation says who may call it; every error answers ' +
          '`{ error, code, issues? }`.\n\n' +
          'The support chat is a socket.io 4 socket at `/socket.io`, not an HTTP route: connect ' +
          'with `auth: { token }` (the same token, with or without `Bearer `); a refused ' +
          'handshake is a `connect_error` with a readable message and `data.code`. Client to server: ' +
          '`connectUser`, `getUsers`, `getMessages` (optionally `{ with, before }` for older ' +
          'history), `message { text, to, clientId? }` (with an optional acknowledgement ' +
          '`{ ok, message | error }`) and `readMessages { with }`. Server to client: ' +
          '`connectUser` and `disconnectUser` (`{ id, name, online }`), `getUsers` (the same, ' +
          'with `unread`), `getMessages` and `message` (`{ id, from, to, time, value, user: ' +
          '{ name } }`, time in epoch milliseconds), `readMessages { with }` and ' +
          '`chatError { message }` for a refusal (the socket stays up).',
      },
      servers: [{ url: options.publicUrl }],
      tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform,
    transformObject: (document) => {
      const result = addComponents(document);
      // Only the answer's shape is referenced; its request-side twin is not.
      if ('components' in result) delete result.components?.schemas?.ErrorBodyInput;
      return result;
    },
  });
}

/** Enough of the document's shape to answer it through the response schema. */
const OpenApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

/** GET /api/openapi.json and GET /api/docs, built once the routes are all registered. */
export const openApiRoutes: FastifyPluginAsyncZod = async (app) => {
  tagRoutes(app, 'Docs');
  let page: string | undefined;

  app.get(
    '/openapi.json',
    {
      schema: {
        summary: 'This API as an OpenAPI 3.1 document',
        response: { 200: OpenApiDocumentSchema },
      },
    },
    async () => OpenApiDocumentSchema.parse(app.swagger()),
  );

  app.get(
    '/docs',
    {
      schema: {
        summary: 'This API as a readable page',
        response: { 200: htmlResponse('Every operation, grouped by feature.') },
      },
    },
    async (_request, reply) => {
      page ??= renderApiDocs(app.swagger());
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
    },
  );
};

declare module 'fastify' {
  interface FastifySchema {
    /** Documents a body the handler reads itself (a multipart form), without validating it. */
    formBody?: z.ZodType;
  }
}
