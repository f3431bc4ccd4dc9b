import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { SOCIAL_SIGN_IN_META } from '#shared/auth/social';

import { SocialLoginLinks } from './social-login-links';

/** The head's setting as the server writes it. */
function configured(value: string) {
  const meta = document.createElement('meta');
  meta.name = SOCIAL_SIGN_IN_META;
  meta.content = value;
  document.head.append(meta);
}

afterEach(() => {
  document.head.querySelectorAll(`meta[name="${SOCIAL_SIGN_IN_META}"]`).forEach((m) => m.remove());
});

describe('the social sign-in buttons', () => {
  it('are not drawn, nor their "or", when the store configured none', () => {
    configured('');
    const { container } = render(<SocialLoginLinks />);
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('are not drawn when the head says nothing either', () => {
    const { container } = render(<SocialLoginLinks />);
    expect(container.textContent).toBe('');
  });

  it('offer only the providers configured', () => {
    configured('facebook');
    render(<SocialLoginLinks />);
    expect(screen.getByRole('link', { name: 'Login with Facebook' }).getAttribute('href')).toBe(
      '/api/auth/facebook',
    );
    expect(screen.queryByRole('link', { name: 'Login with Google' })).toBeNull();
  });

  it('offer both, Google first, when both are configured', () => {
    configured('google facebook');
    render(<SocialLoginLinks />);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Login with Google',
      'Login with Facebook',
    ]);
  });
});
