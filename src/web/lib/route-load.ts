import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import type { Params } from 'react-router';

/**
 * Starts (the browser) or loads (the server) one query of a page's data. The browser starts
 * only what its cache does not hold yet: a page drawn by the server came with its data.
 */
export type StartQuery = <T, K extends QueryKey>(
  query: FetchQueryOptions<T, Error, T, K>,
) => Promise<void>;

export interface RouteLoadArgs {
  params: Params;
  search: URLSearchParams;
  start: StartQuery;
}

/**
 * A route's data (a feature's loader; its route line in app/routing/ names it), started as the route
 * is entered, side by side with its page's code, instead of after it; the page's queries pick
 * the answers up. Never fails: a failed read is the page's to show. The server waits for it, so
 * the HTML it sends holds the page with its data.
 */
export type RouteLoad = (args: RouteLoadArgs) => Promise<unknown>;
