import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

type Headers = Record<string, string | number | string[]>;

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
