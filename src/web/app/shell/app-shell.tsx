import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';

import { Toaster } from '../../components/ui/toaster';
import { CartDrawer } from './cart-drawer';
import { Footer } from './footer';
import { SearchModal } from './search-modal';
import { panels } from './shell-store';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';

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
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <SideMenu />
      <CartDrawer />
      <SearchModal />
      <Toaster />
      <ScrollRestoration getKey={(location) => location.pathname} />
    </div>
  );
}
