import './styles.css';

import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  matchRoutes,
  RouterProvider,
  type DataRouter,
  type RouteObject,
} from 'react-router';

import { redirectLegacyHash } from './app/legacy-hash';
import { loadMoreRoutes, preloadMoreRoutesOnIntent } from './app/more-routes-loader';
import { hydratePage, readPageState } from './app/page-state';
import { Providers } from './app/providers';
import { queryClient } from './app/query-client';
import { createRoutes, discoverMoreRoutes, isCorePath } from './app/router';
import { setNavigator } from './lib/navigation';
import { setDrawnOrigin } from './lib/site-origin';

function app(router: DataRouter) {
  return (
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
}

/**
 * Hydration draws exactly what the server drew: the lazy routes of the page are loaded first,
 * and a content page's route table with them.
 */
async function resolvePageRoutes(routes: RouteObject[]): Promise<void> {
  const [root] = routes;
  if (root && !isCorePath(window.location.pathname)) {
    const { moreRoutes } = await loadMoreRoutes();
    root.children = [...(root.children ?? []), ...moreRoutes];
  }
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

async function start(): Promise<void> {
  const redirected = redirectLegacyHash(window.location, window.history);
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');

  const routes = createRoutes(queryClient, 'prefetch');
  const state = redirected ? null : readPageState(document);
  preloadMoreRoutesOnIntent();
  let router: DataRouter;
  if (state) {
    // A page the server drew: its data is here, its markup is kept.
    hydratePage(queryClient, state.queries);
    setDrawnOrigin(state.origin);
    await resolvePageRoutes(routes);
    router = createBrowserRouter(routes, {
      hydrationData: { loaderData: state.loaderData },
      patchRoutesOnNavigation: discoverMoreRoutes,
    });
    hydrateRoot(root, app(router));
  } else {
    router = createBrowserRouter(routes, { patchRoutesOnNavigation: discoverMoreRoutes });
    createRoot(root).render(app(router));
  }
  setNavigator((to, options) => void router.navigate(to, options));
}

void start();
