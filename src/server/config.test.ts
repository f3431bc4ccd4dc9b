import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ConfigError, ENV_KEYS, loadConfig } from './config';
import { PACKAGE_ROOT } from './paths';

const SECRET = 'a-test-secret-that-is-at-least-32-characters';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'store-config-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** The readable problems loadConfig reports for an environment (none when it loads). */
function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    loadConfig({ JWT_SECRET: SECRET, ...env });
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
}

describe('loadConfig defaults', () => {
  it('runs with nothing set but a secret', () => {
    const config = loadConfig({ JWT_SECRET: SECRET });
    expect(config).toMatchObject({
      port: 3000,
      host: 'localhost',
      publicUrl: 'http://localhost:3000',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      jwtSecret: SECRET,
      admin: undefined,
      seedDemo: undefined,
      smtpUrl: undefined,
      logLevel: 'info',
      trustProxy: false,
      corsOrigins: [],
      demo: { isLocal: true, isPublicDemo: false, isOpen: true },
      rateLimit: { perIp: 30, perEmail: 10, windowMs: 15 * 60 * 1000 },
      oauth: { google: undefined, facebook: undefined },
    });
    expect(config.payment.provider).toBe('test');
    expect(config.mailFrom).toMatch(/<.+@.+>/);
  });

  it('treats empty and blank values as unset', () => {
    const config = loadConfig({
      JWT_SECRET: SECRET,
      PORT: '',
      DATABASE_URL: '',
      SEED_DEMO: '  ',
      LOG_LEVEL: '',
      ADMIN_EMAIL: '',
      PAYMENT_PROVIDER: '',
      SMTP_URL: undefined,
    });
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      seedDemo: undefined,
      logLevel: 'info',
      admin: undefined,
      smtpUrl: undefined,
    });
    expect(config.payment.provider).toBe('test');
  });

  it('reads the values it is given', () => {
    const config = loadConfig({
      JWT_SECRET: SECRET,
      PORT: '8080',
      PUBLIC_URL: 'https://shop.example.com/',
      DATABASE_URL: 'postgres://store:pw@db:5432/store',
      ADMIN_EMAIL: 'Boss@Example.COM',
      ADMIN_PASSWORD: 'long-admin-password',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
    });
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'https://shop.example.com',
      databaseUrl: 'postgres://store:pw@db:5432/store',
      admin: { email: 'boss@example.com', password: 'long-admin-password' },
      seedDemo: false,
      logLevel: 'warn',
      oauth: { google: { clientId: 'id', clientSecret: 'secret' }, facebook: undefined },
    });
    expect(loadConfig({ JWT_SECRET: SECRET, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });
});

describe('loadConfig refuses bad values with one readable line each', () => {
  it.each([
    [{ PORT: 'abc' }, 'PORT: PORT must be a number.'],
    [{ PORT: '70000' }, 'PORT: PORT must be between 0 and 65535.'],
    [{ PORT: '30.5' }, 'PORT: PORT must be a whole number.'],
    [
      { DATABASE_URL: 'postgres://db/store', JWT_SECRET: undefined },
      'JWT_SECRET: JWT_SECRET is required when DATABASE_URL is set (at least 32 characters).',
    ],
    [
      { DATABASE_URL: 'postgres://db/store', JWT_SECRET: '' },
      'JWT_SECRET: JWT_SECRET is required when DATABASE_URL is set (at least 32 characters).',
    ],
    [
      { DATABASE_URL: 'mysql://db/store' },
      'DATABASE_URL: DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/store.',
    ],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET: JWT_SECRET must be at least 32 characters long.'],
    [
      { ADMIN_EMAIL: 'admin@example.com' },
      'ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together.',
    ],
    [
      { ADMIN_PASSWORD: 'long-admin-password' },
      'ADMIN_EMAIL: ADMIN_EMAIL and ADMIN_PASSWORD must be set together.',
    ],
    [
      { ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long-admin-password' },
      'ADMIN_EMAIL: ADMIN_EMAIL must be an email address.',
    ],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO: SEED_DEMO must be true or false.'],
    [
      { LOG_LEVEL: 'loud' },
      'LOG_LEVEL: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent.',
    ],
    [
      { PAYMENT_PROVIDER: 'paypal' },
      'PAYMENT_PROVIDER: PAYMENT_PROVIDER must be one of test, stripe or paystack.',
    ],
    [
      { PAYMENT_PROVIDER: 'stripe', STRIPE_WEBHOOK_SECRET: 'whsec_test' },
      'STRIPE_SECRET_KEY: STRIPE_SECRET_KEY is required when PAYMENT_PROVIDER is stripe.',
    ],
    [
      { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1' },
      'STRIPE_WEBHOOK_SECRET: STRIPE_WEBHOOK_SECRET is required when PAYMENT_PROVIDER is stripe.',
    ],
    [
      { PAYMENT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: 'sk_test_1' },
      'PAYSTACK_PUBLIC_KEY: PAYSTACK_PUBLIC_KEY is required when PAYMENT_PROVIDER is paystack.',
    ],
    [
      { CHECKOUT_SWEEP_SECONDS: '-1' },
      'CHECKOUT_SWEEP_SECONDS: CHECKOUT_SWEEP_SECONDS must be 0 (off) or more.',
    ],
    [
      { PUBLIC_URL: 'shop.example.com' },
      'PUBLIC_URL: PUBLIC_URL must be a full URL, for example http://localhost:3000.',
    ],
    [
      { SMTP_URL: 'mail.example.com' },
      'SMTP_URL: SMTP_URL must look like smtp://user:password@host:587.',
    ],
  ])('%j', (env, problem) => {
    expect(problemsOf(env)).toEqual([problem]);
  });

  it('lists every problem at once, one line each, in the error message', () => {
    let caught: unknown;
    try {
      loadConfig({ PORT: 'abc', SEED_DEMO: 'maybe', LOG_LEVEL: 'loud', JWT_SECRET: SECRET });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const error = caught as ConfigError;
    expect(error.problems).toHaveLength(3);
    expect(error.message.split('\n')).toEqual([
      'Invalid configuration:',
      ...error.problems.map((problem) => `  - ${problem}`),
    ]);
    expect(error.message).toContain('PORT must be a number.');
    expect(error.message).toContain('SEED_DEMO must be true or false.');
    expect(error.message).toContain('LOG_LEVEL must be one of');
  });
});

describe('the embedded JWT secret', () => {
  it('is generated once in DATA_DIR and kept across starts', async () => {
    const dir = path.join(dataDir, 'fresh');
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });

    expect(first.dataDir).toBe(dir);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    const file = path.join(dir, 'jwt-secret');
    expect((await readFile(file, 'utf8')).trim()).toBe(first.jwtSecret);
    expect((await stat(file)).mode & 0o077).toBe(0);
  });

  it('differs between two data directories', () => {
    const a = loadConfig({ DATA_DIR: path.join(dataDir, 'a') });
    const b = loadConfig({ DATA_DIR: path.join(dataDir, 'b') });
    expect(a.jwtSecret).not.toBe(b.jwtSecret);
  });

  it('is not used when JWT_SECRET is given', () => {
    expect(
      loadConfig({ DATA_DIR: path.join(dataDir, 'given'), JWT_SECRET: SECRET }).jwtSecret,
    ).toBe(SECRET);
  });
});

describe('TRUST_PROXY, CORS_ORIGINS and demo mode', () => {
  it('trusts one proxy hop for true, a count, or listed proxy addresses', () => {
    expect(loadConfig({ JWT_SECRET: SECRET, TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ JWT_SECRET: SECRET, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ JWT_SECRET: SECRET, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(
      loadConfig({ JWT_SECRET: SECRET, TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy,
    ).toEqual(['10.0.0.1', '10.1.0.0/16']);
    expect(problemsOf({ TRUST_PROXY: 'everyone' })[0]).toMatch(/^TRUST_PROXY: TRUST_PROXY must be/);
  });

  it('takes a list of origins and refuses anything with a path', () => {
    expect(
      loadConfig({
        JWT_SECRET: SECRET,
        CORS_ORIGINS: 'https://shop.example.com, http://localhost:5173',
      }).corsOrigins,
    ).toEqual(['https://shop.example.com', 'http://localhost:5173']);
    expect(problemsOf({ CORS_ORIGINS: 'https://shop.example.com/path' })[0]).toMatch(
      /is not an origin/,
    );
    expect(problemsOf({ CORS_ORIGINS: '*' })[0]).toMatch(/is not an origin/);
  });

  it('is local only when both the listening host and PUBLIC_URL are this machine', () => {
    const demoOf = (env: Record<string, string>) => loadConfig({ JWT_SECRET: SECRET, ...env }).demo;
    expect(demoOf({})).toEqual({ isLocal: true, isPublicDemo: false, isOpen: true });
    expect(demoOf({ HOST: '127.0.0.1', PUBLIC_URL: 'http://127.0.0.1:3000' }).isLocal).toBe(true);
    expect(demoOf({ HOST: '0.0.0.0' })).toEqual({
      isLocal: false,
      isPublicDemo: false,
      isOpen: false,
    });
    expect(demoOf({ PUBLIC_URL: 'https://shop.example.com' }).isOpen).toBe(false);
    expect(demoOf({ HOST: '0.0.0.0', PUBLIC_DEMO: 'true' })).toEqual({
      isLocal: false,
      isPublicDemo: true,
      isOpen: true,
    });
  });
});

describe('.env.example', () => {
  it('lists every key the config reads, and no other', async () => {
    const text = await readFile(path.join(PACKAGE_ROOT, '.env.example'), 'utf8');
    const listed = [...text.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]);
    expect([...listed].sort()).toEqual([...ENV_KEYS].sort());
  });
});
