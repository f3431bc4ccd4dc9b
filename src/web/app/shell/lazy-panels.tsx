import { lazy, Suspense, useState } from 'react';

import { useOpenPanel, type Panel } from '../../lib/panel-store';

/*
 * The menu, the bag and the search are drawn only once opened: their code is fetched then (or
 * a moment earlier, when the pointer or the focus reaches the button that opens them), which
 * keeps them out of every page's first load.
 */
const loaders = {
  menu: () => import('./side-menu'),
  cart: () => import('./cart-drawer'),
  search: () => import('./search-modal'),
} satisfies Record<Exclude<Panel, 'none'>, () => Promise<unknown>>;

const SideMenu = lazy(() => loaders.menu().then((m) => ({ default: m.SideMenu })));
const CartDrawer = lazy(() => loaders.cart().then((m) => ({ default: m.CartDrawer })));
const SearchModal = lazy(() => loaders.search().then((m) => ({ default: m.SearchModal })));

/** Starts fetching a panel's code ahead of its first opening. */
export function preloadPanel(panel: Exclude<Panel, 'none'>): void {
  void loaders[panel]().catch(() => {
    // A failed prefetch is retried when the panel opens.
  });
}

/** True from the first time `panel` opens. */
function useHasOpened(panel: Exclude<Panel, 'none'>): boolean {
  const open = useOpenPanel();
  const [hasOpened, setHasOpened] = useState(false);
  if (!hasOpened && open === panel) setHasOpened(true);
  return hasOpened || open === panel;
}

export function LazyPanels() {
  const hasMenu = useHasOpened('menu');
  const hasCart = useHasOpened('cart');
  const hasSearch = useHasOpened('search');
  return (
    <Suspense fallback={null}>
      {hasMenu ? <SideMenu /> : null}
      {hasCart ? <CartDrawer /> : null}
      {hasSearch ? <SearchModal /> : null}
    </Suspense>
  );
}
