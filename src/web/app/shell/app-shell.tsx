import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';

import { Toaster } from '../../components/ui/toaster';
import { WhenNear } from '../../components/ui/when-near';
import { useShippingCountrySync } from '../../features/cart/hooks/use-shipping-country-sync';
import { CheckoutLauncher } from '../../features/checkout/components/checkout-launcher';
import { PaymentClosedWatcher } from '../../features/checkout/components/payment-closed-watcher';
import { COMPANY_LINKS, HELP_LINKS } from './footer-links';
import { LazyPanels } from './lazy-panels';
import { panels } from '../../lib/panel-store';
import { useIsSignedIn } from '../../lib/session';
import { TopBar } from './top-bar';
import { useScrollRestoration } from './use-scroll-restoration';

/**
 * The confirm-your-email banner reads the profile through the auth queries, which parse answers
 * with zod: its code comes only for a signed-in person, never in a shopper's first load.
 */
const VerifyEmailBanner = lazy(() =>
  import('../../features/auth/components/verify-email-banner').then((m) => ({
    default: m.VerifyEmailBanner,
  })),
);

/** The footer is below the fold on every page: its code comes when it nears the screen. */
const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));

/**
 * The footer's place until its code comes. Without JavaScript it never comes: the page then
 * offers the footer's links here (a crawler, a reader with scripts off).
 */
function FooterPlaceholder() {
  return (
    <div className="mt-24 min-h-96 bg-ink">
      <noscript>
        <nav aria-label="Footer" className="container-page py-16">
          <ul className="flex flex-wrap gap-x-6 gap-y-3 text-sm text-stone-300">
            {[...HELP_LINKS, ...COMPANY_LINKS].map((link) => (
              <li key={link.label}>
                <a href={link.to} className="hover:text-white">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </noscript>
    </div>
  );
}

/** Pressing Tab marks the page as keyboard-driven; a mouse click clears it. */
function useKeyboardUseClass(): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab') document.body.classList.add('keyboard-use');
    };
    const onMouse = () => document.body.classList.remove('keyboard-use');
    window.addEventListener('keydown', onKey);
    window.addEventListener('mousedown', onMouse);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('mousedown', onMouse);
    };
  }, []);
}

export function AppShell() {
  const { pathname } = useLocation();
  useKeyboardUseClass();
  useShippingCountrySync();
  useScrollRestoration();
  const isSignedIn = useIsSignedIn();
  // A new page closes whatever overlay was open.
  useEffect(() => panels.close(), [pathname]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 bg-ink px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <TopBar />
      <div aria-hidden="true" className="h-26 lg:h-16" />
      {isSignedIn ? (
        <Suspense fallback={null}>
          <VerifyEmailBanner />
        </Suspense>
      ) : null}
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <WhenNear placeholder={<FooterPlaceholder />}>
        <Footer />
      </WhenNear>
      <LazyPanels />
      <CheckoutLauncher />
      <PaymentClosedWatcher />
      <Toaster />
    </div>
  );
}
