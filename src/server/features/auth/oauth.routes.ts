import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { AppError } from '../../http/app-error';
import { parseCookies, serializeCookie } from '../../http/cookies';
import {
  OAUTH_PROVIDERS,
  OAUTH_STATE_TTL_MS,
  type OAuthProvider,
  type OAuthService,
} from './oauth.service';

export interface OAuthRoutesOptions {
  oauth: OAuthService;
  publicUrl: string;
}

/** A query value the browser brings back; anything odd (repeated, huge) counts as missing. */
const callbackValue = z.string().max(2048).optional().catch(undefined);

const CallbackQuerySchema = z.object({
  code: callbackValue,
  state: callbackValue,
  error: callbackValue,
});

const stateCookieName = (provider: OAuthProvider) => `oauth_state_${provider}`;

/**
 * GET /api/auth/{google,facebook} and their callbacks. The browser navigates here, so every
 * answer is a redirect: to the provider, to /auth/success with the token, or back to /login
 * with `?oauth=unavailable` (provider not configured) or `?oauth=failed` (anything else).
 */
export const oauthRoutes: FastifyPluginAsyncZod<OAuthRoutesOptions> = async (
  app,
  { oauth, publicUrl },
) => {
  const cookieOptions = (maxAge: number) => ({
    path: '/api/auth',
    maxAge,
    isSecure: publicUrl.startsWith('https:'),
    sameSite: 'Lax' as const,
  });
  const backToLogin = (notice: 'unavailable' | 'failed') => `${publicUrl}/login?oauth=${notice}`;

  for (const provider of OAUTH_PROVIDERS) {
    const cookieName = stateCookieName(provider);

    app.get(`/${provider}`, async (_request, reply) => {
      const started = oauth.start(provider);
      if (!started) return reply.redirect(backToLogin('unavailable'));
      reply.header(
        'set-cookie',
        serializeCookie(cookieName, started.stateCookie, cookieOptions(OAUTH_STATE_TTL_MS / 1000)),
      );
      return reply.redirect(started.url);
    });

    app.get(
      `/${provider}/callback`,
      { schema: { querystring: CallbackQuerySchema } },
      async (request, reply) => {
        // The state is single use: whatever happens next, the browser forgets it.
        reply.header('set-cookie', serializeCookie(cookieName, '', cookieOptions(0)));
        try {
          const result = await oauth.finish(provider, {
            ...request.query,
            stateCookie: parseCookies(request.headers.cookie).get(cookieName),
          });
          request.log.info(
            { provider, userId: result.userId, outcome: result.outcome },
            'social sign-in',
          );
          return reply.redirect(
            `${publicUrl}/auth/success?token=${encodeURIComponent(result.token)}`,
          );
        } catch (error) {
          if (error instanceof AppError) {
            request.log.warn({ provider, reason: error.reason }, 'social sign-in failed');
          } else {
            // A bug or the database, not the provider: logged as one, still a page for the browser.
            request.log.error({ err: error, provider }, 'social sign-in failed');
          }
          return reply.redirect(backToLogin('failed'));
        }
      },
    );
  }
};
