import { OAUTH_PROVIDER_NAMES, SOCIAL_SIGN_IN_META, socialSignInsOf } from '#shared/auth/social';

import { readPageMeta } from '../../../lib/page-meta';

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M22.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h5.9a5 5 0 0 1-2.2 3.3v2.7h3.5c2.1-1.9 3.3-4.8 3.3-8.1z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.3-2.7l-3.5-2.7c-1 .7-2.3 1.1-3.8 1.1-2.9 0-5.4-2-6.3-4.7H2.1v2.8A11 11 0 0 0 12 23z"
      />
      <path
        fill="#FBBC05"
        d="M5.7 14c-.2-.7-.4-1.4-.4-2s.1-1.4.4-2V7.2H2.1a11 11 0 0 0 0 9.6L5.7 14z"
      />
      <path
        fill="#EA4335"
        d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7.2L5.7 10c.9-2.7 3.4-4.6 6.3-4.6z"
      />
    </svg>
  );
}

function FacebookMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
      <path
        fill="#1877F2"
        d="M24 12a12 12 0 1 0-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v2.9h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12z"
      />
    </svg>
  );
}

const linkClass =
  'flex h-11 w-full items-center justify-center gap-3 border border-stone-300 text-sm font-medium text-ink hover:bg-sand';

const MARKS = { google: GoogleMark, facebook: FacebookMark } as const;

/**
 * The provider links send the browser to the sign-in endpoints under /api. Only the providers
 * this store has configured are offered (the server lists them in the page's head); with none,
 * nothing is drawn, not even the "or".
 */
export function SocialLoginLinks() {
  const providers = socialSignInsOf(readPageMeta(SOCIAL_SIGN_IN_META));
  if (providers.length === 0) return null;
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3 text-xs uppercase tracking-[0.2em] text-muted">
        <span className="h-px flex-1 bg-line" />
        or
        <span className="h-px flex-1 bg-line" />
      </div>
      {providers.map((provider) => {
        const Mark = MARKS[provider];
        return (
          <a key={provider} href={`/api/auth/${provider}`} className={linkClass}>
            <Mark />
            Login with {OAUTH_PROVIDER_NAMES[provider]}
          </a>
        );
      })}
    </div>
  );
}
