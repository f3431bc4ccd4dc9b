import type { FastifyInstance, FastifyRequest } from 'fastify';

import { CHECKOUT_MESSAGES } from '#shared/checkout/checkout.messages';

import { AppError } from '../../kernel/app-error';
import { signedIn } from '../../http/auth';
import { clientKey } from '../../http/rate-limit';

export interface CheckoutStartLimits {
  perIp: number;
  perMember: number;
  windowMs: number;
}

/**
 * A hook that limits how many checkouts one signed-in member, and one client IP, may start in a
 * window, with a readable 429. Each start reserves stock for 30 minutes, so this bounds how much
 * one client can hold through many accounts. Like `limitPerIpAndEmail` in http/rate-limit.ts,
 * but keyed by the member (from the token) rather than an email in the body. Run it before
 * validation, so that a refused body counts too.
 */
export function limitCheckoutStarts(
  app: FastifyInstance,
  limits: CheckoutStartLimits,
): (request: FastifyRequest) => Promise<void> {
  const perIp = app.createRateLimit({
    max: limits.perIp,
    timeWindow: limits.windowMs,
    keyGenerator: (request) => `checkout:ip:${clientKey(request)}`,
  });
  const perMember = app.createRateLimit({
    max: limits.perMember,
    timeWindow: limits.windowMs,
    keyGenerator: (request) => `checkout:member:${signedIn(request).id}`,
  });
  return async (request) => {
    const checks = [await perIp(request), await perMember(request)];
    for (const check of checks) {
      if (!check.isAllowed && check.isExceeded) {
        const minutes = Math.max(1, Math.ceil(check.ttl / 60_000));
        throw new AppError('RATE_LIMITED', CHECKOUT_MESSAGES.tooManyCheckouts(minutes));
      }
    }
  };
}
