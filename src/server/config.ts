import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const urlString = (name: string) =>
  z.url({ error: `${name} must be a full URL, for example http://localhost:3000.` });

/**
 * Every key the store reads from the environment, each declared once: its check, its message and
 * its default. The Config the rest of the server sees is built from these in toConfig.
 */
const EnvKeys = z.object({
  PORT: z.coerce
    .number({ error: 'PORT must be a number.' })
    .int('PORT must be a whole number.')
    .min(0, 'PORT must be between 0 and 65535.')
    .max(65535, 'PORT must be between 0 and 65535.')
    .default(3000),
  HOST: z.string().min(1, 'HOST must not be empty.').default('localhost'),
  PUBLIC_URL: urlString('PUBLIC_URL')
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  DATA_DIR: z
    .string()
    .min(1, 'DATA_DIR must not be empty.')
    .default('./data')
    .transform((dir) => path.resolve(dir)),
  DATABASE_URL: z
    .string()
    .regex(
      /^postgres(ql)?:\/\//,
      'DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/store.',
    )
    .optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters long.').optional(),
  ADMIN_EMAIL: z
    .email('ADMIN_EMAIL must be an email address.')
    .transform((email) => email.toLowerCase())
    .optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(8, 'ADMIN_PASSWORD must be at least 8 characters long.')
    .optional(),
  SEED_DEMO: z.stringbool({ error: 'SEED_DEMO must be true or false.' }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must look like smtp://user:password@host:587.')
    .optional(),
  MAIL_FROM: z
    .string()
    .min(3, 'MAIL_FROM must be an address such as "Store <shop@example.com>".')
    .default('Eko Thread <hello@ekothread.example>'),
  PAYMENT_PROVIDER: z
    .enum(['test', 'stripe', 'paystack'], {
      error: 'PAYMENT_PROVIDER must be one of test, stripe or paystack.',
    })
    .default('test'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_URL: urlString('STRIPE_API_URL').optional(),
  PAYSTACK_SECRET_KEY: z.string().optional(),
  PAYSTACK_PUBLIC_KEY: z.string().optional(),
  PAYSTACK_API_URL: urlString('PAYSTACK_API_URL').optional(),
  PAYSTACK_RATE: z.coerce
    .number({ error: 'PAYSTACK_RATE must be a number.' })
    .positive('PAYSTACK_RATE must be above 0.')
    .default(1150),
  CHECKOUT_SWEEP_SECONDS: z.coerce
    .number({ error: 'CHECKOUT_SWEEP_SECONDS must be a number.' })
    .int('CHECKOUT_SWEEP_SECONDS must be a whole number.')
    .min(0, 'CHECKOUT_SWEEP_SECONDS must be 0 (off) or more.')
    .max(3600, 'CHECKOUT_SWEEP_SECONDS must be at most 3600.')
    .default(60),
  STOCK_ALERT_SEND_SECONDS: z.coerce
    .number({ error: 'STOCK_ALERT_SEND_SECONDS must be a number.' })
    .int('STOCK_ALERT_SEND_SECONDS must be a whole number.')
    .min(0, 'STOCK_ALERT_SEND_SECONDS must be 0 (off) or more.')
    .max(3600, 'STOCK_ALERT_SEND_SECONDS must be at most 3600.')
    .default(30),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  GOOGLE_OAUTH_AUTHORIZE_URL: urlString('GOOGLE_OAUTH_AUTHORIZE_URL').default(
    'https://accounts.google.com/o/oauth2/v2/auth',
  ),
  GOOGLE_OAUTH_TOKEN_URL: urlString('GOOGLE_OAUTH_TOKEN_URL').default(
    'https://oauth2.googleapis.com/token',
  ),
  GOOGLE_OAUTH_USERINFO_URL: urlString('GOOGLE_OAUTH_USERINFO_URL').default(
    'https://openidconnect.googleapis.com/v1/userinfo',
  ),
  FACEBOOK_OAUTH_AUTHORIZE_URL: urlString('FACEBOOK_OAUTH_AUTHORIZE_URL').default(
    'https://www.facebook.com/v19.0/dialog/oauth',
  ),
  FACEBOOK_OAUTH_TOKEN_URL: urlString('FACEBOOK_OAUTH_TOKEN_URL').default(
    'https://graph.facebook.com/v19.0/oauth/access_token',
  ),
  FACEBOOK_OAUTH_USERINFO_URL: urlString('FACEBOOK_OAUTH_USERINFO_URL').default(
    'https://graph.facebook.com/v19.0/me',
  ),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}.` })
    .default('info'),
  TRUST_PROXY: z
    .string()
    .max(1000, 'TRUST_PROXY is too long.')
    .default('false')
    .transform((value, ctx) => parseTrustProxy(value, ctx)),
  PUBLIC_DEMO: z.stringbool({ error: 'PUBLIC_DEMO must be true or false.' }).default(false),
  GUEST_CHECKOUT: z.stringbool({ error: 'GUEST_CHECKOUT must be true or false.' }).default(false),
  CORS_ORIGINS: z
    .string()
    .max(4000, 'CORS_ORIGINS is too long.')
    .default('')
    .transform((value, ctx) => parseOrigins(value, ctx)),
  HERO_VIDEO_URL: z
    .string()
    .regex(/^(https?:\/\/|\/)/, 'HERO_VIDEO_URL must be a URL or a path starting with /.')
    .optional(),
  HERO_POSTER_URL: z
    .string()
    .regex(/^(https?:\/\/|\/)/, 'HERO_POSTER_URL must be a URL or a path starting with /.')
    .optional(),
  SUPPORT_PHONE: z
    .string()
    .max(40, 'SUPPORT_PHONE is too long.')
    .trim()
    .min(1, 'SUPPORT_PHONE must not be empty.')
    .default('+44 20 7946 0321'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must be a Redis URL such as redis://127.0.0.1:6379.')
    .optional(),
  REDIS_PREFIX: z
    .string()
    .max(100, 'REDIS_PREFIX is too long.')
    .regex(/^[A-Za-z0-9:_.-]+$/, 'REDIS_PREFIX may hold letters, digits and : _ . - only.')
    .default('eko-thread'),
  CATALOG_CACHE_SECONDS: z.coerce
    .number({ error: 'CATALOG_CACHE_SECONDS must be a number.' })
    .min(0, 'CATALOG_CACHE_SECONDS must be 0 (off) or more.')
    .max(3600, 'CATALOG_CACHE_SECONDS must be at most 3600.')
    .default(5),
  RATE_LIMIT_PER_IP: z.coerce
    .number({ error: 'RATE_LIMIT_PER_IP must be a number.' })
    .int()
    .positive('RATE_LIMIT_PER_IP must be above 0.')
    .default(30),
  RATE_LIMIT_PER_EMAIL: z.coerce
    .number({ error: 'RATE_LIMIT_PER_EMAIL must be a number.' })
    .int()
    .positive('RATE_LIMIT_PER_EMAIL must be above 0.')
    .default(10),
});

type Env = z.output<typeof EnvKeys>;
type PaymentProvider = Env['PAYMENT_PROVIDER'];

/** The keys a payment provider cannot run without; the test provider needs none. */
const REQUIRED_BY_PROVIDER: Record<PaymentProvider, readonly (keyof Env)[]> = {
  test: [],
  stripe: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
  paystack: ['PAYSTACK_SECRET_KEY', 'PAYSTACK_PUBLIC_KEY'],
};

const EnvSchema = EnvKeys.superRefine((env, ctx) => {
  if (env.DATABASE_URL && !env.JWT_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['JWT_SECRET'],
      message: 'JWT_SECRET is required when DATABASE_URL is set (at least 32 characters).',
    });
  }
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    ctx.addIssue({
      code: 'custom',
      path: [env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
      message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together.',
    });
  }
  for (const key of REQUIRED_BY_PROVIDER[env.PAYMENT_PROVIDER]) {
    if (env[key]) continue;
    ctx.addIssue({
      code: 'custom',
      path: [key],
      message: `${key} is required when PAYMENT_PROVIDER is ${env.PAYMENT_PROVIDER}.`,
    });
  }
});

/** The names of every key the store reads, for .env.example to be checked against. */
export const ENV_KEYS = Object.keys(EnvKeys.shape) as (keyof Env)[];

/**
 * Which client addresses to believe in X-Forwarded-For: `false` none (the socket's address is
 * the client), a number of proxy hops in front of the store, or the proxies' addresses/CIDRs.
 * `true` means one hop (a single load balancer): believing every hop would let any client
 * choose its own address and walk around the rate limits.
 */
export type TrustProxy = false | number | string[];

function parseTrustProxy(value: string, ctx: z.RefinementCtx): TrustProxy {
  const text = value.trim().toLowerCase();
  if (text === 'false' || text === '0') return false;
  if (text === 'true') return 1;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const address = /^[0-9a-f.:]{2,45}(\/\d{1,3})?$/;
  if (entries.every((entry) => address.test(entry))) return entries;
  ctx.addIssue({
    code: 'custom',
    message:
      'TRUST_PROXY must be false, true (one proxy), a number of proxy hops, or proxy addresses such as 10.0.0.1,10.0.0.0/8.',
  });
  return false;
}

/** CORS_ORIGINS: comma-separated origins such as https://shop.example.com; none by default. */
function parseOrigins(value: string, ctx: z.RefinementCtx): string[] {
  const origins: string[] = [];
  for (const entry of value.split(',').map((item) => item.trim())) {
    if (!entry) continue;
    let origin: string | null = null;
    try {
      const url = new URL(entry);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin === entry) {
        origin = url.origin;
      }
    } catch {
      origin = null;
    }
    if (!origin) {
      ctx.addIssue({
        code: 'custom',
        message: `CORS_ORIGINS: "${entry.slice(0, 80)}" is not an origin such as https://shop.example.com (scheme, host and port, no path).`,
      });
      continue;
    }
    origins.push(origin);
  }
  return origins;
}

const LOOPBACK_HOSTS = new Set(['localhost', '::1', '[::1]']);

/** True for a host name or address that only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const name = host.trim().toLowerCase();
  return (
    LOOPBACK_HOSTS.has(name) ||
    name.endsWith('.localhost') ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name)
  );
}

/** One social sign-in provider: the app's credentials and the provider's OAuth endpoints. */
export interface OAuthClientConfig {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** A provider is configured only when both its client id and secret are set. */
function oauthClient(
  id: string | undefined,
  secret: string | undefined,
  urls: Pick<OAuthClientConfig, 'authorizeUrl' | 'tokenUrl' | 'userInfoUrl'>,
): OAuthClientConfig | undefined {
  return id && secret ? { clientId: id, clientSecret: secret, ...urls } : undefined;
}

/** Reads the secret kept in DATA_DIR, creating it on first start. */
function embeddedJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Parses the environment once. Empty strings count as unset, so `FOO=` in a shell or .env file
 * behaves like a missing key. Throws ConfigError with one readable line per bad value.
 */
export function loadConfig(source: Record<string, string | undefined>): Config {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const key = issue.path.join('.');
        return key ? `${key}: ${issue.message}` : issue.message;
      }),
    );
  }
  return toConfig(parsed.data);
}

/** The shape the server reads, grouped by concern, from the checked keys. */
function toConfig(env: Env) {
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  const isLocal = isLoopbackHost(env.HOST) && isLoopbackHost(new URL(publicUrl).hostname);
  return {
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    jwtSecret: env.JWT_SECRET ?? embeddedJwtSecret(env.DATA_DIR),
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
        : undefined,
    seedDemo: env.SEED_DEMO,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    /** Origins allowed to call the API from a browser page they serve (CORS); none by default. */
    corsOrigins: env.CORS_ORIGINS,
    /**
     * Demo mode (decision 0013). `isLocal`: the store listens on and is addressed by this machine
     * only. `isPublicDemo`: the operator opted in (PUBLIC_DEMO=true) to the well-known demo
     * passwords and to orders from the test payment page on a store others can reach.
     * `isOpen` is either: demo conveniences are allowed.
     */
    demo: { isLocal, isPublicDemo: env.PUBLIC_DEMO, isOpen: isLocal || env.PUBLIC_DEMO },
    /** How long public catalog answers are reused; 0 turns the cache off. */
    catalogCacheSeconds: env.CATALOG_CACHE_SECONDS,
    /** A video (and its poster) for the home page hero instead of the bundled clip. */
    heroVideoUrl: env.HERO_VIDEO_URL,
    heroPosterUrl: env.HERO_POSTER_URL,
    /** The number a disabled merchant is given to call (the disabled-merchant screen). */
    supportPhone: env.SUPPORT_PHONE,
    /**
     * With a Redis, the support chat's rooms and presence span every server on it (decision
     * 0020); the prefix keeps two stores on one Redis apart.
     */
    redis: env.REDIS_URL ? { url: env.REDIS_URL, prefix: env.REDIS_PREFIX } : undefined,
    /** How often due back-in-stock alerts are mailed; 0 turns the sender off. */
    stockAlertSendSeconds: env.STOCK_ALERT_SEND_SECONDS,
    /**
     * Guests may pay with an email, a delivery address and a shipping option (decision 0056).
     * Off by default: the spec asks shoppers to sign in.
     */
    guestCheckout: env.GUEST_CHECKOUT,
    rateLimit: {
      perIp: env.RATE_LIMIT_PER_IP,
      perEmail: env.RATE_LIMIT_PER_EMAIL,
      windowMs: 15 * 60 * 1000,
    },
    payment: {
      provider: env.PAYMENT_PROVIDER,
      stripeSecretKey: env.STRIPE_SECRET_KEY,
      stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
      stripeApiUrl: env.STRIPE_API_URL,
      paystackSecretKey: env.PAYSTACK_SECRET_KEY,
      paystackPublicKey: env.PAYSTACK_PUBLIC_KEY,
      paystackApiUrl: env.PAYSTACK_API_URL,
      paystackRate: env.PAYSTACK_RATE,
      /** How often expired checkout reservations are released; 0 turns the sweeper off. */
      sweepSeconds: env.CHECKOUT_SWEEP_SECONDS,
    },
    oauth: {
      google: oauthClient(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET, {
        authorizeUrl: env.GOOGLE_OAUTH_AUTHORIZE_URL,
        tokenUrl: env.GOOGLE_OAUTH_TOKEN_URL,
        userInfoUrl: env.GOOGLE_OAUTH_USERINFO_URL,
      }),
      facebook: oauthClient(env.FACEBOOK_CLIENT_ID, env.FACEBOOK_CLIENT_SECRET, {
        authorizeUrl: env.FACEBOOK_OAUTH_AUTHORIZE_URL,
        tokenUrl: env.FACEBOOK_OAUTH_TOKEN_URL,
        userInfoUrl: env.FACEBOOK_OAUTH_USERINFO_URL,
      }),
    },
  };
}
export type Config = ReturnType<typeof toConfig>;
