import type { Config } from '../config';

/** A complete config for tests; no environment is read. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    publicUrl: 'http://store.test',
    dataDir: '/nonexistent-test-data',
    databaseUrl: undefined,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    admin: undefined,
    seedDemo: false,
    smtpUrl: undefined,
    mailFrom: 'Eko Thread <hello@store.test>',
    logLevel: 'silent',
    trustProxy: false,
    corsOrigins: [],
    // Tests address the store as http://store.test; the demo conveniences stay open unless a
    // test closes them to check a public store.
    demo: { isLocal: false, isPublicDemo: true, isOpen: true },
    redis: undefined,
    rateLimit: { perIp: 10_000, perEmail: 10_000, windowMs: 15 * 60 * 1000 },
    catalogCacheSeconds: 0,
    heroVideoUrl: undefined,
    supportPhone: '+44 20 7946 0321',
    heroPosterUrl: undefined,
    payment: {
      provider: 'test',
      stripeSecretKey: undefined,
      stripeWebhookSecret: undefined,
      stripeApiUrl: undefined,
      paystackSecretKey: undefined,
      paystackPublicKey: undefined,
      paystackApiUrl: undefined,
      paystackRate: 1150,
      sweepSeconds: 0,
    },
    oauth: { google: undefined, facebook: undefined },
    // Tests send due back-in-stock alerts themselves (services.stockAlerts.sendDue).
    stockAlertSendSeconds: 0,
    // Off, as in a store that did not opt in (decision 0056); guest tests turn it on.
    guestCheckout: false,
    ...overrides,
  };
}
