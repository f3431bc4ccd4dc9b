import { useSearchParams } from 'react-router';

/**
 * A dashboard table's filters, sort and page kept in the URL's search params (decision 0044): a
 * view can be shared, bookmarked and reloaded, and Back goes to the previous view. The names
 * are the API's query parameters, so `query` is sent as it is.
 */
export function useUrlFilters<Name extends string>(names: readonly Name[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Record<
    Name,
    string
  >;
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);

  /** Sets some filters (empty removes one); any change but the page's goes back to page 1. */
  function set(patch: Partial<Record<Name | 'page', string>>) {
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [name, value] of Object.entries(patch) as Array<[string, string | undefined]>) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      if (!('page' in patch)) next.delete('page');
      return next;
    });
  }

  /** Every filter in the URL, without the page. */
  const query = new URLSearchParams();
  for (const name of names) if (values[name]) query.set(name, values[name]);
  const isFiltered = query.size > 0;
  return {
    values,
    page,
    set,
    setPage: (next: number) => set({ page: next > 1 ? String(next) : '' } as never),
    clear: () => setParams(new URLSearchParams()),
    isFiltered,
    /** The filters as a query string, without the page (the lists that page by `page`). */
    filterQuery: query.toString(),
    /** The API's query string for this view, with `page` and its page-size name. */
    apiQuery(pageSizeName: string, pageSize: number): string {
      const sent = new URLSearchParams(query);
      sent.set('page', String(page));
      sent.set(pageSizeName, String(pageSize));
      return sent.toString();
    },
  };
}
export type UrlFilters<Name extends string> = ReturnType<typeof useUrlFilters<Name>>;
