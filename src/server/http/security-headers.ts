import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

import type { Config } from '../config';

type Headers = Record<string, string | number | string[]>;

/** helmet's security headers: same-origin everything, no framing. */
export const SECURITY_HEADERS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/** Origins a payment provider's in-browser payment loads beyond the store's own. */
interface PaymentPageSources {
  script?: string;
  frame?: string;
  api?: string;
}

/**
 * What each payment provider's page needs the policy to open. Stripe and the test provider send
 * the shopper to a page of their own, so the store's pages load nothing of theirs; Paystack runs
 * its script, checkout frame and API calls inside the store's page.
 */
const PAYMENT_PAGE_SOURCES: Record<Config['payment']['provider'], PaymentPageSources> = {
  test: {},
  stripe: {},
  paystack: {
    script: 'https://js.paystack.co',
    frame: 'https://checkout.paystack.com',
    api: 'https://api.paystack.co',
  },
};

/**
 * The security headers for a payment provider: the same-origin policy above, opened only as far
 * as that provider's in-browser payment needs.
 */
export function securityHeadersFor(provider: Config['payment']['provider']): FastifyHelmetOptions {
  const sources = PAYMENT_PAGE_SOURCES[provider];
  if (!sources.script && !sources.frame && !sources.api) return SECURITY_HEADERS;
  const csp = SECURITY_HEADERS.contentSecurityPolicy;
  const directives = (csp && typeof csp === 'object' ? csp.directives : {}) ?? {};
  return {
    ...SECURITY_HEADERS,
    contentSecurityPolicy: {
      directives: {
        ...directives,
        ...(sources.script && { scriptSrc: ["'self'", sources.script] }),
        ...(sources.api && { connectSrc: ["'self'", sources.api] }),
        ...(sources.frame && { frameSrc: [sources.frame] }),
      },
    },
  };
}

/**
 * The headers @fastify/helmet writes for `options`, asked from the plugin once: a probe server
 * with the plugin answers the headers its hook has set on the raw response.
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Headers> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', async (_request, reply) => reply.raw.getHeaders());
  try {
    const response = await probe.inject({ method: 'GET', url: '/' });
    return response.json<Headers>();
  } finally {
    await probe.close();
  }
}

/**
 * Sets helmet's security headers on every response, computed once at start. @fastify/helmet
 * (13) runs `helmet(options)` again for each request, which validates the options and rebuilds
 * the Content-Security-Policy every time: measured at about a third of the server's CPU on a
 * cached catalog answer (see the README, Performance). The headers depend only on the options,
 * so the same ones are written, in the same place (the raw response) and at the same moment (an
 * onRequest hook registered where the plugin was) as the plugin would.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: FastifyHelmetOptions,
): Promise<void> {
  const headers = Object.entries(await helmetHeaders(options));
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
