import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  /** As registered, e.g. `/api/address/:id`; `a|b` where routes share a parameter position. */
  path: string;
}

const TREE_LINE = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?/u;

/**
 * Every route of a ready app, read from its router tree (`printRoutes`). Routes are registered
 * before any test code runs, so an onRoute hook would see none of them; the tree lists them all,
 * each node a piece of the path. HEAD routes that Fastify adds for each GET are left out.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const stack: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: true }).split('\n')) {
    const match = TREE_LINE.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const methods = match[3]?.split(', ') ?? [];
    const path = stack.join('');
    for (const method of methods) {
      if (method === 'HEAD' && methods.includes('GET')) continue;
      routes.push({ method, path });
    }
  }
  return routes;
}

/** `METHOD /path`, the key of a route in tables. */
export function routeKey(route: RegisteredRoute): string {
  return `${route.method} ${route.path}`;
}
