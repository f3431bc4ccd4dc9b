import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { AUTH_MESSAGES } from '#shared/auth/auth.messages';

import { AppError } from '../kernel/app-error';
import type { Actor } from '../kernel/actor';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a guest (set before every handler). */
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    /** Lets a disabled merchant reach this route (its own profile, to show the disabled screen). */
    allowDisabledMerchant?: boolean;
    /** Public forms (login, sign-up, reset by link...) ignore whatever token the browser holds. */
    skipAuth?: boolean;
  }
}

export const DISABLED_MERCHANT_MESSAGE = AUTH_MESSAGES.merchantDisabled;

const BEARER = 'bearer';

/**
 * Whether the header says the scheme twice ("Bearer Bearer <jwt>"): a client that put "Bearer "
 * before a token that already had it (the web keeps "Bearer <jwt>" as its token). Only the
 * header's first few characters are read.
 */
export function hasDoubledBearer(header: string): boolean {
  const words = header.trimStart().slice(0, 32).toLowerCase().split(/\s+/, 3);
  return words.length >= 2 && words[0] === BEARER && words[1] === BEARER;
}

/**
 * Reads the bearer token of every request. A missing token means a guest; an invalid or
 * revoked one is a 401, so a client holding an old token is signed out.
 */
export const authPlugin = fp(
  async (
    app: FastifyInstance,
    options: { authenticate(authorization: string | undefined): Promise<Actor | null> },
  ) => {
    app.decorateRequest('actor', null);
    // onRequest: who is asking is settled before the body is read or validated.
    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (!header || request.routeOptions.config.skipAuth) return;
      // Said so, rather than "Your session has expired": signing in again would not help.
      if (hasDoubledBearer(header)) throw AppError.unauthenticated(AUTH_MESSAGES.doubledBearer);
      const actor = await options.authenticate(header);
      if (!actor) throw AppError.unauthenticated(AUTH_MESSAGES.sessionExpired);
      if (
        actor.role === 'ROLE MERCHANT' &&
        !actor.isMerchantActive &&
        !request.routeOptions.config.allowDisabledMerchant
      ) {
        throw AppError.forbidden(DISABLED_MERCHANT_MESSAGE);
      }
      // The address travels with the actor to every use case that records an audit entry.
      request.actor = { ...actor, address: request.ip };
    });
  },
  { name: 'auth' },
);

/**
 * An onRequest hook for route plugins whose every route needs a signed-in user: a guest gets
 * 401 before the body is even validated.
 */
export async function requireSignedIn(request: FastifyRequest): Promise<void> {
  if (!request.actor) throw AppError.unauthenticated();
}

/** The signed-in actor of a request, or a 401. */
export function signedIn(request: FastifyRequest): Actor {
  if (!request.actor) throw AppError.unauthenticated();
  return request.actor;
}
