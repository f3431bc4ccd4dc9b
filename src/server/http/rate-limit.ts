import { createHash } from 'node:crypto';

import rateLimit from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';

import type { Db } from '../db/client';
import { AppError } from './app-error';
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

function digest(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 32);
}

function bodyEmail(request: FastifyRequest): string | null {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' && body.email.trim()
    ? body.email.trim().toLowerCase()
    : null;
}

/**
 * A preHandler that limits one action per client IP and per email address in the body, with
 * a readable 429 when either is exceeded.
 */
export function limitPerIpAndEmail(
  app: FastifyInstance,
  action: string,
  limits: { perIp: number; perEmail: number; windowMs: number },
): preHandlerAsyncHookHandler {
  const perIp = app.createRateLimit({
    max: limits.perIp,
    timeWindow: limits.windowMs,
    keyGenerator: (request) => `${action}:ip:${request.ip}`,
  });
  const perEmail = app.createRateLimit({
    max: limits.perEmail,
    timeWindow: limits.windowMs,
    keyGenerator: (request) => `${action}:email:${digest(bodyEmail(request) ?? '')}`,
  });
  return async (request) => {
    const checks = [await perIp(request)];
    if (bodyEmail(request)) checks.push(await perEmail(request));
    const exceeded = checks.find((check) => !check.isAllowed && check.isExceeded);
    if (exceeded && !exceeded.isAllowed) {
      const minutes = Math.max(1, Math.ceil(exceeded.ttl / 60_000));
      throw new AppError(
        'RATE_LIMITED',
        `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      );
    }
  };
}
