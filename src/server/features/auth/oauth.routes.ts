import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  OAUTH_NOTICE,
  OAUTH_PROVIDER_NAMES,
  SIGN_IN_CODE_TTL_SECONDS,
  type OAuthProvider,
} from '#shared/auth/social';

import { AppError } from '../../kernel/app-error';
import { parseCookies, serializeCookie } from '../../http/cookies';
import { redirectResponse, tagRoutes } from '../../http/openapi';
import {
  authCookieOptions,
  PENDING_LINK_COOKIE,
  SIGN_IN_COOKIE,
  stateCookieName,
} from './auth-cookies';
import { OAUTH_PROVIDERS, OAUTH_STATE_TTL_MS, type OAuthService } from './oauth.service';
import { PENDING_LINK_TTL_MS } from './pending-link';

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

/**
 * GET /api/auth/{google,facebook} and their callbacks. The browser navigates here, so every
 * answer is a redirect: to the provider; to /auth/success with a one-time code; or back to
 * /login with `?oauth=` unavailable (provider not configured), link (sign in with the password
 * to link the provider), other-provider (use that one) or failed (anything else).
 */
export const oauthRoutes: FastifyPluginAsyncZod<OAuthRoutesOptions> = async (
  app,
  { oauth, publicUrl },
) => {
  const cookie = (name: string, value: string, maxAge: number, sameSite?: 'Strict') =>
    serializeCookie(name, value, authCookieOptions(publicUrl, maxAge, sameSite));
  const toLogin = (notice: string, provider?: OAuthProvider) =>
    `${publicUrl}/login?oauth=${notice}${provider ? `&provider=${provider}` : ''}`;

  tagRoutes(app, 'Auth');
  for (const provider of OAUTH_PROVIDERS) {
    const stateCookie = stateCookieName(provider);

    app.get(
      `/${provider}`,
      {
        schema: {
          summary: `Start signing in with ${OAUTH_PROVIDER_NAMES[provider]}`,
          response: { 302: redirectResponse('To the provider, or to /login?oauth=unavailable.') },
        },
      },
      async (_request, reply) => {
        const started = oauth.start(provider);
        if (!started) return reply.redirect(toLogin(OAUTH_NOTICE.unavailable));
        reply.header(
          'set-cookie',
          cookie(stateCookie, started.stateCookie, OAUTH_STATE_TTL_MS / 1000),
        );
        return reply.redirect(started.url);
      },
    );

    app.get(
      `/${provider}/callback`,
      {
        schema: {
          summary: `Where ${OAUTH_PROVIDER_NAMES[provider]} sends the browser back`,
          querystring: CallbackQuerySchema,
          response: {
            302: redirectResponse(
              'To /auth/success?code=..., or to /login?oauth= link, other-provider or failed.',
            ),
          },
        },
      },
      async (request, reply) => {
        // The state is single use: whatever happens next, the browser forgets it.
        const cookies = [cookie(stateCookie, '', 0)];
        try {
          const result = await oauth.finish(provider, {
            ...request.query,
            stateCookie: parseCookies(request.headers.cookie).get(stateCookie),
          });
          request.log.info(
            { provider, userId: result.userId, outcome: result.outcome },
            'social sign-in',
          );
          switch (result.kind) {
            case 'signed-in':
              cookies.push(
                cookie(SIGN_IN_COOKIE, result.browserNonce, SIGN_IN_CODE_TTL_SECONDS, 'Strict'),
              );
              reply.header('set-cookie', cookies);
              return reply.redirect(
                `${publicUrl}/auth/success?code=${encodeURIComponent(result.code)}`,
              );
            case 'link-pending':
              cookies.push(
                cookie(PENDING_LINK_COOKIE, result.pendingLinkCookie, PENDING_LINK_TTL_MS / 1000),
              );
              reply.header('set-cookie', cookies);
              return reply.redirect(toLogin(OAUTH_NOTICE.link, provider));
            case 'other-provider':
              reply.header('set-cookie', cookies);
              return reply.redirect(toLogin(OAUTH_NOTICE.otherProvider, result.useProvider));
          }
        } catch (error) {
          if (error instanceof AppError) {
            request.log.warn({ provider, reason: error.reason }, 'social sign-in failed');
          } else {
            // A bug or the database, not the provider: logged as one, still a page for the browser.
            request.log.error({ err: error, provider }, 'social sign-in failed');
          }
          reply.header('set-cookie', cookies);
          return reply.redirect(toLogin(OAUTH_NOTICE.failed));
        }
      },
    );
  }
};
