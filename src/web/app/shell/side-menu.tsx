import { useState } from 'react';
import { Link } from 'react-router';

import { STORE_BRANDS } from '#shared/common/constants';

import { CloseButton, Dialog } from '../../components/ui/dialog';
import { ChevronDownIcon } from '../../components/ui/icons';
import { signOut } from '../../features/auth/sign-out';
import { cn } from '../../lib/cn';
import { useIsSignedIn } from '../../lib/session';
import { panels, useOpenPanel } from '../../lib/panel-store';

const linkClass = 'block py-3 text-lg font-display font-semibold text-ink hover:text-indigo';

/** Sign In / Register, Shop and the brand list. */
export function SideMenu() {
  const isOpen = useOpenPanel() === 'menu';
  const isSignedIn = useIsSignedIn();
  const [isBrandsOpen, setIsBrandsOpen] = useState(true);
  const close = panels.close;

  return (
    <Dialog isOpen={isOpen} onClose={close} label="Menu" placement="left">
      <div className="flex items-center justify-between border-b border-line px-5 py-3">
        <span className="font-display text-xl font-semibold tracking-[0.16em]">EKO THREAD</span>
        <CloseButton onClick={close} label="Close menu" />
      </div>
      <nav aria-label="Main" className="flex-1 overflow-y-auto px-6 py-4">
        <ul className="divide-y divide-line">
          <li>
            {isSignedIn ? (
              <Link to="/dashboard" className={linkClass} onClick={close}>
                My Account
              </Link>
            ) : (
              <Link to="/login" className={linkClass} onClick={close}>
                Sign In / Register
              </Link>
            )}
          </li>
          <li>
            <Link to="/shop" className={linkClass} onClick={close}>
              Shop
            </Link>
          </li>
          <li>
            <button
              type="button"
              className={cn(linkClass, 'flex w-full items-center justify-between text-left')}
              aria-expanded={isBrandsOpen}
              aria-controls="side-menu-brands"
              onClick={() => setIsBrandsOpen((open) => !open)}
            >
              Brands
              <ChevronDownIcon
                className={cn('size-5 transition-transform', isBrandsOpen && 'rotate-180')}
              />
            </button>
            <ul id="side-menu-brands" hidden={!isBrandsOpen} className="pb-3 pl-3">
              {STORE_BRANDS.map((brand) => (
                <li key={brand.slug}>
                  <Link
                    to={`/shop/brand/${brand.slug}`}
                    className="block py-2 text-sm uppercase tracking-[0.16em] text-ink-soft hover:text-ink"
                    onClick={close}
                  >
                    {brand.name}
                  </Link>
                </li>
              ))}
              <li>
                <Link
                  to="/brands"
                  className="block py-2 text-sm text-ink-soft underline underline-offset-4 hover:text-ink"
                  onClick={close}
                >
                  All brands
                </Link>
              </li>
            </ul>
          </li>
          <li>
            <Link to="/contact" className={linkClass} onClick={close}>
              Contact Us
            </Link>
          </li>
          {isSignedIn ? (
            <li>
              <button
                type="button"
                className={cn(linkClass, 'w-full text-left')}
                onClick={() => {
                  close();
                  signOut();
                }}
              >
                Sign Out
              </button>
            </li>
          ) : null}
        </ul>
      </nav>
    </Dialog>
  );
}
