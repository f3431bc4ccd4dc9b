import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

import { jsonForHtml } from '#shared/common/text';

import { ApiError } from '../lib/api-client';

/**
 * What a page drawn by the server hands to the browser, so that hydration draws the same page
 * without asking for its data again: the queries the page read, dehydrated. It travels as a
 * JSON data block, not a script: the store's content security policy runs no inline script.
 */
export const PAGE_STATE_ID = 'eko-page-state';

export interface PageState {
  /** The origin the page was drawn for (site-origin.ts). */
  origin: string;
  queries: DehydratedState;
}

interface SentError {
  apiError: { status: number; message: string; code?: string };
}

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * The queries the page read: the answers, and the "not found" of a product that does not exist
 * (the page then says so at once, in the HTML and after hydration alike). Other failures are
 * left out: the browser asks again.
 */
export function dehydratePage(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' ||
      (query.state.status === 'error' && isNotFound(query.state.error)),
  });
  for (const query of state.queries) {
    const { error } = query.state;
    if (error instanceof ApiError) {
      const sent: SentError = {
        apiError: { status: error.status, message: error.message, code: error.code },
      };
      query.state = { ...query.state, error: sent as unknown as Error, fetchFailureReason: null };
    }
  }
  return state;
}

/**
 * Puts the server's queries into the browser's client, errors back as ApiError. A "not found"
 * the server met is not asked again when its page mounts: the page says so at once.
 */
export function hydratePage(queryClient: QueryClient, state: DehydratedState): void {
  for (const query of state.queries) {
    const sent = query.state.error as unknown as SentError | null;
    if (sent && typeof sent === 'object' && 'apiError' in sent) {
      const { status, message, code } = sent.apiError;
      query.state = { ...query.state, error: new ApiError(status, message, code) };
      queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
    }
  }
  hydrate(queryClient, state);
}

/** The page's state as JSON for its data block (see jsonForHtml). */
export function serializePageState(state: PageState): string {
  return jsonForHtml(state);
}

/** The state the server wrote into this page, if it drew it. */
export function readPageState(document: Document): PageState | null {
  const element = document.getElementById(PAGE_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageState;
  } catch {
    return null;
  }
}
