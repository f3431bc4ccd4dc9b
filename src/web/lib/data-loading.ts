/**
 * How a route's loader treats its page's data. In the browser it only starts the requests
 * (`prefetch`): the page's code and its data come side by side, and the page shows its skeleton
 * until they are in. The server's renderer waits for them (`await`), so the HTML it sends holds
 * the page with its data; the queries then travel to the browser in the page (dehydrated).
 */
export type DataLoading = 'prefetch' | 'await';

/**
 * What a loader answers once it has started `tasks` (prefetches, which never fail): nothing at
 * once in the browser, nothing once they are all done on the server.
 */
export function loaded(loading: DataLoading, tasks: Promise<unknown>[]): null | Promise<null> {
  if (loading === 'prefetch') return null;
  return Promise.all(tasks).then(() => null);
}
