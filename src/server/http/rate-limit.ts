import { createHash } from 'node:crypto';

import rateLimit from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';

import { LIMITS } from '#shared/common/constants';

import type { Db } from '../db/client';
import { AppError } from '../kernel/app-error';
import { clientAddressKey } from './client-address';
import { rateLimits } from './rate-limit.table';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A @fastify/rate-limit store on the database, so every server process behind a load balancer
 * counts the same requests.
 */
export function databaseStore(db: Db) {
  return class DatabaseRateLimitStore {
    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      db.execute<{ count: number; ttl: number }>(
        sql`
        insert into ${rateLimits} (key, count, reset_at)
        values (${key}, 1, now() + ${timeWindow} * interval '1 millisecond')
        on conflict (key) do update set
          count = case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end,
          reset_at = case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end
        returning count, (extract(epoch from (reset_at - now())) * 1000)::int as ttl`,
      )
        .then((result) => {
          const row = (result as unknown as { rows: { count: number; ttl: number }[] }).rows[0];
          callback(null, {
            current: Number(row?.count ?? 1),
            ttl: Math.max(0, Number(row?.ttl ?? 0)),
          });
          // Now and then, forget windows that ended long ago.
          if (Math.random() < 0.01) {
            void db
              .execute(sql`delete from ${rateLimits} where reset_at < now() - interval '1 hour'`)
              .catch(() => undefined);
          }
        })
        .catch((error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error))),
        );
    }

    child(): DatabaseRateLimitStore {
      return this;
    }
  };
}

export async function registerRateLimit(app: FastifyInstance, db: Db): Promise<void> {
  await app.register(rateLimit, { global: false, store: databaseStore(db) });
}

export interface RateLimits {
  perIp: number;
  perEmail: number;
  windowMs: number;
}

/**
 * The client a per-IP limit counts: its address, an IPv6 one by its /64 (see clientAddressKey).
 * Every per-IP limit of the store keys by this, never by `request.ip` itself.
 */
export function clientKey(request: FastifyRequest): string {
  return clientAddressKey(request.ip);
}

function digest(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 32);
}

/**
 * The email of a body that is parsed but not yet validated: anything may be there, so only a
 * string counts, and it is capped before it is trimmed and lower-cased.
 */
function bodyEmail(request: FastifyRequest): string | null {
  const body: unknown = request.body;
  if (typeof body !== 'object' || body === null || !('email' in body)) return null;
  const { email } = body;
  if (typeof email !== 'string') return null;
  return (
    email
      .slice(0, LIMITS.emailMax + 64)
      .trim()
      .toLowerCase() || null
  );
}

/** One counter: its limit and the key of a request, or null when it does not apply. */
interface Check {
  max: number;
  windowMs: number;
  key: (request: FastifyRequest) => string | null;
}

/**
 * A hook that counts a request against every check that applies and answers a readable 429
 * when one is exceeded. Use it as `preValidation`: the JSON body is parsed by then but not yet
 * validated, so requests that fail validation are counted too.
 */
function limitBy(app: FastifyInstance, checks: Check[]): preValidationAsyncHookHandler {
  const limiters = checks.map((check) => ({
    key: check.key,
    limit: app.createRateLimit({
      max: check.max,
      timeWindow: check.windowMs,
      keyGenerator: (request) => check.key(request) ?? '',
    }),
  }));
  return async (request) => {
    for (const { key, limit } of limiters) {
      if (key(request) === null) continue;
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        const minutes = Math.max(1, Math.ceil(result.ttl / 60_000));
        throw new AppError(
          'RATE_LIMITED',
          `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        );
      }
    }
  };
}

/**
 * Two counters for an action: one per client IP, and one per the second key of a request
 * (`perEmail` is its budget); a request without a second key is counted per IP only.
 */
function perIpAnd(
  app: FastifyInstance,
  action: string,
  limits: RateLimits,
  secondKey: (request: FastifyRequest) => string | null,
): preValidationAsyncHookHandler {
  return limitBy(app, [
    { max: limits.perIp, windowMs: limits.windowMs, key: (r) => `${action}:ip:${clientKey(r)}` },
    { max: limits.perEmail, windowMs: limits.windowMs, key: secondKey },
  ]);
}

/**
 * Per client IP and per email address in the body, wherever the request comes from: for the
 * forms that mail that address (sign-up, forgot password, contact, newsletter), so nobody can
 * flood a mailbox by spreading requests over many IPs.
 */
export function limitPerIpAndEmail(
  app: FastifyInstance,
  action: string,
  limits: RateLimits,
): preValidationAsyncHookHandler {
  return perIpAnd(app, action, limits, (r) => {
    const email = bodyEmail(r);
    return email ? `${action}:email:${digest(email)}` : null;
  });
}

/**
 * Per client IP and per (IP, email): for login. A count per email alone would let anyone, from
 * anywhere, lock the owner out by typing wrong passwords for their address; counted per IP and
 * email, an attacker only uses up their own attempts. Guessing stays slow: each IP has its
 * budget across all emails, and every attempt costs an argon2 verification.
 */
export function limitPerIpAndIpEmail(
  app: FastifyInstance,
  action: string,
  limits: RateLimits,
): preValidationAsyncHookHandler {
  return perIpAnd(app, action, limits, (r) => {
    const email = bodyEmail(r);
    return email ? `${action}:ip-email:${digest(`${clientKey(r)}\n${email}`)}` : null;
  });
}

/**
 * Per client IP and per signed-in user (`perEmail` is the per-user budget): for actions of a
 * signed-in user that guess a secret, such as the old password of a password change. Run it
 * after the hook that requires a signed-in user.
 */
export function limitPerIpAndUser(
  app: FastifyInstance,
  action: string,
  limits: RateLimits,
): preValidationAsyncHookHandler {
  return perIpAnd(app, action, limits, (r) => (r.actor ? `${action}:user:${r.actor.id}` : null));
}
