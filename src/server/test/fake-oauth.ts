import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { OAuthClientConfig } from '../config';

type ProviderName = 'google' | 'facebook';
type Step = 'token' | 'userinfo';

/** The JSON the provider's profile endpoint answers (Google userinfo, Facebook /me). */
export type FakeProfile = Record<string, unknown>;

interface Grant {
  provider: ProviderName;
  profile: FakeProfile;
  redirectUri: string;
  /** The PKCE S256 challenge the code was issued for. */
  codeChallenge: string;
}

/** RFC 7636: a verifier is 43 to 128 unreserved characters; S256 is its base64url SHA-256. */
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

const SCOPES: Record<ProviderName, string> = {
  google: 'openid email profile',
  facebook: 'email public_profile',
};

/**
 * A local stand-in for the Google and Facebook OAuth HTTP APIs: an authorize page that signs in
 * whoever the test chose and redirects back with a code, a token endpoint that checks the client
 * credentials, the code, the redirect URI and the PKCE verifier the way the real ones do, and a
 * profile endpoint.
 */
export async function startFakeOAuth(options: { redirectBases: string[] }) {
  const credentials: Record<ProviderName, { clientId: string; clientSecret: string }> = {
    google: { clientId: 'google-client-id', clientSecret: 'google-client-secret-value' },
    facebook: { clientId: 'facebook-app-id', clientSecret: 'facebook-app-secret-value' },
  };
  const nextProfile = new Map<ProviderName, FakeProfile>();
  const failures = new Map<string, number>();
  const codes = new Map<string, Grant>();
  const accessTokens = new Map<string, Grant>();
  /** Every code and access token handed out, so tests can check they never reach a log. */
  const issued: string[] = [];
  const requests: { provider: ProviderName; step: string; status: number }[] = [];
  let denyNext = false;

  const redirectUris = new Set(
    options.redirectBases.flatMap((base) =>
      (['google', 'facebook'] as const).map((p) => `${base}/api/auth/${p}/callback`),
    ),
  );

  function send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  function oauthError(provider: ProviderName, status: number, code: string) {
    return provider === 'google'
      ? { status, body: { error: code, error_description: `fake: ${code}` } }
      : {
          status,
          body: { error: { message: `fake: ${code}`, type: 'OAuthException', code: 100 } },
        };
  }

  function newSecret(prefix: string): string {
    const value = `${prefix}-${randomBytes(12).toString('hex')}`;
    issued.push(value);
    return value;
  }

  async function readBody(req: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(Buffer.from(chunk));
    return Buffer.concat(chunks).toString('utf8');
  }

  function authorize(provider: ProviderName, query: URLSearchParams) {
    const redirectUri = query.get('redirect_uri') ?? '';
    if (
      query.get('client_id') !== credentials[provider].clientId ||
      !redirectUris.has(redirectUri) ||
      query.get('response_type') !== 'code' ||
      query.get('scope') !== SCOPES[provider] ||
      !query.get('state') ||
      query.get('code_challenge_method') !== 'S256' ||
      !CHALLENGE.test(query.get('code_challenge') ?? '')
    ) {
      return { status: 400, body: { error: 'invalid_request' } };
    }
    const back = new URL(redirectUri);
    back.searchParams.set('state', query.get('state') ?? '');
    const profile = nextProfile.get(provider);
    if (denyNext || !profile) {
      denyNext = false;
      back.searchParams.set('error', 'access_denied');
      return { status: 302, location: back.toString() };
    }
    nextProfile.delete(provider);
    const code = newSecret(`${provider}-code`);
    codes.set(code, {
      provider,
      profile,
      redirectUri,
      codeChallenge: query.get('code_challenge') ?? '',
    });
    back.searchParams.set('code', code);
    return { status: 302, location: back.toString() };
  }

  function exchange(provider: ProviderName, params: URLSearchParams) {
    const { clientId, clientSecret } = credentials[provider];
    if (params.get('client_id') !== clientId || params.get('client_secret') !== clientSecret) {
      return oauthError(provider, 401, 'invalid_client');
    }
    if (provider === 'google' && params.get('grant_type') !== 'authorization_code') {
      return oauthError(provider, 400, 'unsupported_grant_type');
    }
    const code = params.get('code') ?? '';
    const grant = codes.get(code);
    if (!grant || grant.provider !== provider || grant.redirectUri !== params.get('redirect_uri')) {
      return oauthError(provider, 400, 'invalid_grant');
    }
    const verifier = params.get('code_verifier') ?? '';
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    if (!VERIFIER.test(verifier) || challenge !== grant.codeChallenge) {
      return oauthError(provider, 400, 'invalid_grant');
    }
    codes.delete(code);
    const accessToken = newSecret(`${provider}-access`);
    accessTokens.set(accessToken, grant);
    return {
      status: 200,
      body: { access_token: accessToken, token_type: 'Bearer', expires_in: 3599 },
    };
  }

  function profileOf(provider: ProviderName, accessToken: string, proof: string | null) {
    const grant = accessTokens.get(accessToken);
    if (!grant || grant.provider !== provider) return oauthError(provider, 401, 'invalid_token');
    if (provider === 'facebook') {
      const expected = createHmac('sha256', credentials.facebook.clientSecret)
        .update(accessToken)
        .digest('hex');
      if (proof !== expected) return oauthError(provider, 400, 'invalid appsecret_proof');
    }
    return { status: 200, body: grant.profile };
  }

  async function route(req: IncomingMessage) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const [, providerPart, step] = url.pathname.split('/');
    if (providerPart !== 'google' && providerPart !== 'facebook') {
      return { provider: 'google' as const, step: 'unknown', status: 404, body: {} };
    }
    const provider: ProviderName = providerPart;
    const failKey = `${provider}:${step}`;
    const pendingFailures = failures.get(failKey) ?? 0;
    if (pendingFailures > 0 && (step === 'token' || step === 'userinfo')) {
      failures.set(failKey, pendingFailures - 1);
      return { provider, step: step ?? '', status: 500, body: { error: 'backend_error' } };
    }
    if (step === 'authorize' && req.method === 'GET') {
      return { provider, step, ...authorize(provider, url.searchParams) };
    }
    if (step === 'token' && provider === 'google' && req.method === 'POST') {
      const isForm = (req.headers['content-type'] ?? '').startsWith(
        'application/x-www-form-urlencoded',
      );
      const params = new URLSearchParams(isForm ? await readBody(req) : '');
      return { provider, step, ...exchange(provider, params) };
    }
    if (step === 'token' && provider === 'facebook' && req.method === 'GET') {
      return { provider, step, ...exchange(provider, url.searchParams) };
    }
    if (step === 'userinfo' && provider === 'google' && req.method === 'GET') {
      const match = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '');
      return { provider, step, ...profileOf(provider, match?.[1] ?? '', null) };
    }
    if (step === 'userinfo' && provider === 'facebook' && req.method === 'GET') {
      if (url.searchParams.get('fields') !== 'id,email,first_name,last_name,picture') {
        return { provider, step, status: 400, body: { error: { type: 'OAuthException' } } };
      }
      const token = url.searchParams.get('access_token') ?? '';
      return {
        provider,
        step,
        ...profileOf(provider, token, url.searchParams.get('appsecret_proof')),
      };
    }
    return { provider, step: step ?? '', status: 404, body: {} };
  }

  const server = createServer((req, res) => {
    route(req).then(
      (answer) => {
        requests.push({ provider: answer.provider, step: answer.step, status: answer.status });
        if ('location' in answer && answer.location) {
          res.writeHead(answer.status, { location: answer.location });
          res.end();
        } else {
          send(res, answer.status, 'body' in answer ? answer.body : {});
        }
      },
      (error: unknown) => send(res, 500, { error: String(error) }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address: AddressInfo | string | null = server.address();
  if (!address || typeof address === 'string')
    throw new Error('The fake OAuth server has no port.');
  const base = `http://127.0.0.1:${address.port}`;

  const configFor = (provider: ProviderName): OAuthClientConfig => ({
    ...credentials[provider],
    authorizeUrl: `${base}/${provider}/authorize`,
    tokenUrl: `${base}/${provider}/token`,
    userInfoUrl: `${base}/${provider}/userinfo`,
  });

  return {
    base,
    credentials,
    config: { google: configFor('google'), facebook: configFor('facebook') },
    issued,
    requests,
    /** The person the next visit to the provider's authorize page signs in as. */
    signInAs(provider: ProviderName, profile: FakeProfile) {
      nextProfile.set(provider, profile);
    },
    /** The next visit to the authorize page is cancelled by the person (error=access_denied). */
    denyNext() {
      denyNext = true;
    },
    /** The next call to that endpoint answers 500. */
    failNext(provider: ProviderName, step: Step) {
      failures.set(`${provider}:${step}`, (failures.get(`${provider}:${step}`) ?? 0) + 1);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeOAuth = Awaited<ReturnType<typeof startFakeOAuth>>;
