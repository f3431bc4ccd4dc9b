import type { QueryClient } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import {
  createBrowserRouter,
  matchRoutes,
  RouterProvider,
  type DataRouter,
  type RouteObject,
} from 'react-router';

import { setNavigator } from '../lib/navigation';
import { setDrawnOrigin } from '../lib/site-origin';
import { loadMoreRoutes, preloadMoreRoutesOnIntent } from './more-routes-loader';
import { hydratePage, readPageState } from './page-state';
import { Providers } from './providers';
import { createRoutes, discoverMoreRoutes, isCorePath } from './router';

function app(router: DataRouter, queryClient: QueryClient, isHydrating = false) {
  return (
    <StrictMode>
      <Providers client={queryClient} isHydrated={isHydrating}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
}

/**
 * Hydration draws exactly what the server drew: the lazy routes of the page are loaded first,
 * and a content page's route table with them.
 */
async function resolvePageRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const [root] = routes;
  if (root && !isCorePath(pathname)) {
    const { moreRoutes } = await loadMoreRoutes();
    root.children = [...(root.children ?? []), ...moreRoutes];
  }
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/**
 * Starts the app in `container`: a page the server drew (its state is in the document) is
 * hydrated with its data, its markup kept; any other page is drawn here. `fresh` says to ignore
 * the server's page (a legacy hash link rewrote the URL: the server drew another page).
 */
export async function startApp(options: {
  container: HTMLElement;
  queryClient: QueryClient;
  fresh?: boolean;
}): Promise<{ root: Root; router: DataRouter }> {
  const { container, queryClient } = options;
  const routes = createRoutes(queryClient, 'prefetch');
  const state = options.fresh ? null : readPageState(container.ownerDocument);
  preloadMoreRoutesOnIntent();
  let router: DataRouter;
  let root: Root;
  if (state) {
    hydratePage(queryClient, state.queries);
    setDrawnOrigin(state.origin);
    await resolvePageRoutes(routes, window.location.pathname);
    router = createBrowserRouter(routes, {
      hydrationData: { loaderData: state.loaderData },
      patchRoutesOnNavigation: discoverMoreRoutes,
    });
    // In a transition, React hydrates in slices and leaves the page responsive (one long task
    // otherwise: a whole page hydrated at once on a phone's CPU), as Next.js does.
    root = await new Promise<Root>((resolve) => {
      startTransition(() => resolve(hydrateRoot(container, app(router, queryClient, true))));
    });
  } else {
    router = createBrowserRouter(routes, { patchRoutesOnNavigation: discoverMoreRoutes });
    root = createRoot(container);
    root.render(app(router, queryClient));
  }
  setNavigator((to, navigateOptions) => void router.navigate(to, navigateOptions));
  return { root, router };
}
