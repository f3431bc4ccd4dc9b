import type { QueryClient } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { BrowserRouter } from 'react-router';

import { setDrawnOrigin } from '../lib/site-origin';
import { createRoot, hydrateRoot, type Root } from '../libraries';
import { hydratePage, readPageState } from './page-state';
import { Providers } from './providers';
import { AppRoutes, browserRouteData, preparePage } from './routing/app-routes';
import { coreRoutes } from './routing/core-routes';
import { preloadMoreRoutesOnIntent } from './routing/more-routes-loader';

function app(queryClient: QueryClient, isHydrating = false) {
  return (
    <StrictMode>
      <Providers client={queryClient} isHydrated={isHydrating}>
        <BrowserRouter>
          <AppRoutes core={coreRoutes} data={browserRouteData(queryClient)} />
        </BrowserRouter>
      </Providers>
    </StrictMode>
  );
}

/**
 * Starts the app in `container`: a page the server drew (its state is in the document) is
 * hydrated with its data, its markup kept, once the code of its routes is in (hydration then
 * draws exactly what the server drew, in one pass); any other page is drawn here. `fresh` says
 * to ignore the server's page (a legacy hash link rewrote the URL: the server drew another page).
 */
export async function startApp(options: {
  container: HTMLElement;
  queryClient: QueryClient;
  fresh?: boolean;
}): Promise<{ root: Root }> {
  const { container, queryClient } = options;
  const state = options.fresh ? null : readPageState(container.ownerDocument);
  preloadMoreRoutesOnIntent();
  if (!state) {
    const root = createRoot(container);
    root.render(app(queryClient));
    return { root };
  }
  hydratePage(queryClient, state.queries);
  setDrawnOrigin(state.origin);
  // A task of its own: matching the routes and asking for their chunks (a link each) would make
  // one long task on a phone's CPU with the evaluation of this module.
  await new Promise((resolve) => setTimeout(resolve));
  await preparePage(coreRoutes, new URL(window.location.href));
  // In a transition, React hydrates in slices and leaves the page responsive (one long task
  // otherwise: a whole page hydrated at once on a phone's CPU), as Next.js does.
  const root = await new Promise<Root>((resolve) => {
    startTransition(() => resolve(hydrateRoot(container, app(queryClient, true))));
  });
  return { root };
}
