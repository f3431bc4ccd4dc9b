import { Link, NavLink } from 'react-router';

import { STORE_BRANDS } from '#shared/common/constants';

import { BagIcon, HeartIcon, MenuIcon, SearchIcon } from '../../components/ui/icons';
import { badgeText, useCartItems } from '../../features/cart/api/cart-store';
import { cn } from '../../lib/cn';
import { AccountMenu } from './account-menu';
import { preloadPanel } from './lazy-panels';
import { panels } from '../../lib/panel-store';

const iconButton = 'relative inline-flex size-10 items-center justify-center hover:bg-sand';

function BrandLinks({ className }: { className?: string }) {
  return (
    <ul className={cn('flex items-center gap-6', className)}>
      {STORE_BRANDS.map((brand) => (
        <li key={brand.slug}>
          <NavLink
            to={`/shop/brand/${brand.slug}`}
            className={({ isActive }) =>
              cn(
                'whitespace-nowrap text-xs font-medium uppercase tracking-[0.18em] text-ink-soft hover:text-ink',
                isActive && 'text-ink underline underline-offset-8',
              )
            }
          >
            {brand.name}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The fixed bar on every storefront page. */
export function TopBar() {
  const items = useCartItems();
  const count = items.length;
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-line bg-white/95 backdrop-blur">
      <div className="container-page flex h-16 items-center gap-2">
        <button
          type="button"
          className={iconButton}
          aria-label="Open menu"
          onPointerEnter={() => preloadPanel('menu')}
          onFocus={() => preloadPanel('menu')}
          onClick={() => panels.toggle('menu')}
        >
          <MenuIcon className="size-6" />
        </button>
        <Link
          to="/"
          className="mr-auto ml-1 whitespace-nowrap font-display text-xl font-semibold tracking-[0.1em] text-ink sm:text-2xl sm:tracking-[0.16em] lg:mr-8"
        >
          EKO THREAD
        </Link>
        <nav aria-label="Brands" className="mr-auto hidden lg:block">
          <BrandLinks />
        </nav>
        <button
          type="button"
          className={iconButton}
          aria-label="Search products"
          onPointerEnter={() => preloadPanel('search')}
          onFocus={() => preloadPanel('search')}
          onClick={() => panels.open('search')}
        >
          <SearchIcon className="size-5" />
        </button>
        <AccountMenu />
        <Link
          to="/dashboard/wishlist"
          className={cn(iconButton, 'hidden sm:inline-flex')}
          aria-label="Wishlist"
        >
          <HeartIcon className="size-5" />
        </Link>
        <button
          type="button"
          className={iconButton}
          aria-label={`Shopping bag, ${count} ${count === 1 ? 'item' : 'items'}`}
          onPointerEnter={() => preloadPanel('cart')}
          onFocus={() => preloadPanel('cart')}
          onClick={() => panels.toggle('cart')}
        >
          <BagIcon className="size-5" />
          {count > 0 ? (
            <span
              aria-hidden="true"
              className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-ink px-1 text-center text-[10px] leading-5 font-semibold text-white"
            >
              {badgeText(count)}
            </span>
          ) : null}
        </button>
      </div>
      <nav aria-label="Brands" className="border-t border-line lg:hidden">
        <BrandLinks className="container-page h-10 justify-center gap-5 overflow-x-auto" />
      </nav>
    </header>
  );
}
