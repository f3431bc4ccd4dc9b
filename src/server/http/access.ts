import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';

import type { Role } from '#shared/common/constants';

import { requireRole } from '../kernel/actor';
import { requireSignedIn } from './auth';

/**
 * Who may call a route, as the OpenAPI document tells it (`x-actor`, ADR 0015). The guarded ones
 * go from the least to the most privileged: an admin may call every route a merchant may.
 */
export const ROUTE_ACTORS = [
  'public',
  'payment-provider',
  'signed-in',
  'merchant',
  'admin',
] as const;
export type RouteActor = (typeof ROUTE_ACTORS)[number];

export const ACTOR_LABELS: Record<RouteActor, string> = {
  public: 'Anyone: a guest, or a signed-in user (a token is optional).',
  'signed-in': 'Any signed-in user (member, merchant or admin), on their own data.',
  merchant: 'A merchant (on its own brand) or an admin.',
  admin: 'Admins only.',
  'payment-provider': "The payment provider's server (a signed webhook), not a browser.",
};

/** An onRequest hook that refuses a caller: 401 for a guest, 403 for a role that may not. */
export type Guard = (request: FastifyRequest) => Promise<void>;

const actorOfGuard = new Map<unknown, RouteActor>([[requireSignedIn, 'signed-in']]);

function roleGuard(actor: RouteActor, ...roles: Role[]): Guard {
  const guard: Guard = async (request) => {
    requireRole(request.actor, ...roles);
  };
  actorOfGuard.set(guard, actor);
  return guard;
}

/** Merchants and admins; the service keeps a merchant to its own brand. */
export const merchantsAndAdmins = roleGuard('merchant', 'ROLE ADMIN', 'ROLE MERCHANT');
export const adminsOnly = roleGuard('admin', 'ROLE ADMIN');

type OnRequestHook = Exclude<NonNullable<RouteOptions['onRequest']>, readonly unknown[]>;

function hooksOf(route: Pick<RouteOptions, 'onRequest'>): OnRequestHook[] {
  const hooks = route.onRequest;
  if (!hooks) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

/**
 * Puts `guard` first in the onRequest hooks of every route the plugin declares after this call.
 * Unlike `app.addHook('onRequest', guard)`, the guard then shows in each route's options, where
 * the OpenAPI document reads who may call the route.
 */
export function guardEveryRoute(app: FastifyInstance, guard: Guard): void {
  app.addHook('onRoute', (route) => {
    const hooks = hooksOf(route);
    // The HEAD twin of a GET route comes with the GET route's hooks.
    if (hooks.includes(guard)) return;
    route.onRequest = [guard, ...hooks];
  });
}

/**
 * Who may call a route: the most privileged actor among its guards; a route without one is
 * public unless its schema says the payment provider calls it.
 */
export function actorOf(route: Pick<RouteOptions, 'onRequest' | 'schema'>): RouteActor {
  let actor: RouteActor | undefined;
  for (const hook of hooksOf(route)) {
    const guarded = actorOfGuard.get(hook);
    if (guarded && (!actor || rank(guarded) > rank(actor))) actor = guarded;
  }
  if (actor) return actor;
  return route.schema?.['x-actor'] === 'payment-provider' ? 'payment-provider' : 'public';
}

function rank(actor: RouteActor): number {
  return ROUTE_ACTORS.indexOf(actor);
}

declare module 'fastify' {
  interface FastifySchema {
    /**
     * Who may call the route, written by the OpenAPI transform from its guard. A route without
     * a guard may say `payment-provider` itself (ADR 0015).
     */
    'x-actor'?: RouteActor;
  }
}
