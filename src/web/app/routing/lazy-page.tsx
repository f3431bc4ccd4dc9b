import { use, type ComponentType } from 'react';

import { loadOnce } from './readable-promise';

/** A page whose code is its own chunk: the element to draw, and a way to fetch its code early. */
export interface LazyPage {
  element: React.ReactElement;
  /** Fetches the page's code (once; again after a failed fetch). */
  preload: () => Promise<unknown>;
}

/**
 * A lazy page from what loads its component. Once its code is in, the page is drawn at once
 * (React.lazy would wait a turn even then): hydration and a preloaded navigation draw it in one
 * pass. Until then it suspends; a navigation keeps the page it leaves on screen meanwhile. Code
 * that failed to come is fetched again on the next visit.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  const preload = loadOnce(load);
  function Page() {
    const Component = use(preload());
    return <Component />;
  }
  return { element: <Page />, preload };
}
