import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';

import { dehydratePage, PAGE_STATE_ID, serializePageState } from './app/page-state';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { AppRoutes, preparePage, startAll } from './app/routing/app-routes';
import { coreRoutes } from './app/routing/core-routes';
import { setApiTransport, type ApiTransport } from './lib/api-client';
import { setDrawnMeta } from './lib/page-meta';
import { setDrawnOrigin } from './lib/site-origin';

/*
 * The storefront's server rendering (decision 0023): the server's web module imports this
 * bundle (dist/render) and asks it for the HTML of a page path. Every page is drawn for an
 * anonymous shopper; what is personal (the bag, the hearts, the account menu) fills in after
 * hydration in the browser.
 */

export interface RenderedPage {
  /** Tags for the document's head: the preloads React asked for (the LCP image's). */
  head: string;
  /** The markup inside #root. */
  html: string;
  /** The page's state for hydration (page-state.ts): an element to put after #root. */
  state: string;
}

export interface PageRendererOptions {
  /** Answers the pages' API reads in-process (the server's own router). */
  transport: ApiTransport;
  /** Where the page is served (only its origin is used: the router wants absolute URLs). */
  origin: string;
  /** The `<meta name="store:…">` settings the server writes into every page's head. */
  meta: Record<string, string>;
}

/**
 * React writes what its components hoist (a page's <title> and <meta>, the preload of an image
 * with high priority) ahead of the markup. The head the server writes has the title and the
 * description already: those are dropped; the preloads go to the head.
 */
function splitHoisted(markup: string): { head: string; html: string } {
  const preloads: string[] = [];
  let at = 0;
  for (;;) {
    if (markup.startsWith('<link', at) || markup.startsWith('<meta', at)) {
      const end = markup.indexOf('/>', at);
      if (end < 0) break;
      if (markup.startsWith('<link', at)) preloads.push(markup.slice(at, end + 2));
      at = end + 2;
    } else if (markup.startsWith('<title>', at)) {
      const end = markup.indexOf('</title>', at);
      if (end < 0) break;
      at = end + '</title>'.length;
    } else {
      break;
    }
  }
  return { head: preloads.join('\n    '), html: markup.slice(at) };
}

export function createPageRenderer(options: PageRendererOptions) {
  setApiTransport(options.transport);
  const origin = new URL(options.origin).origin;
  setDrawnOrigin(origin);
  setDrawnMeta(options.meta);

  return {
    /**
     * The page at `url` (path and query) with its data. A failure rejects: the server then
     * sends the page undrawn, and the browser draws it itself.
     */
    async render(url: string): Promise<RenderedPage> {
      const queryClient = createQueryClient();
      // The server asks once, and draws a failure as it is: a "not found" is drawn as the
      // page's not-found state, not as a request about to be made again (the browser does not
      // ask again either: page-state.ts).
      queryClient.setDefaultOptions({
        queries: { ...queryClient.getDefaultOptions().queries, retry: false, retryOnMount: false },
      });
      try {
        await preparePage(coreRoutes, new URL(url, origin), startAll(queryClient));
        const { prelude } = await prerender(
          <StrictMode>
            <Providers client={queryClient}>
              <StaticRouter location={url}>
                <AppRoutes core={coreRoutes} />
              </StaticRouter>
            </Providers>
          </StrictMode>,
        );
        const { head, html } = splitHoisted(await new Response(prelude).text());
        const state = serializePageState({
          origin,
          queries: dehydratePage(queryClient),
        });
        return {
          head,
          html,
          state: `<script type="application/json" id="${PAGE_STATE_ID}">${state}</script>`,
        };
      } finally {
        queryClient.clear();
      }
    },
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
