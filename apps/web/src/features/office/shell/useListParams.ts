import { DEFAULT_PAGE_SIZE } from '@zechus/shared';
import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';

export interface ListParams<F extends string> {
  page: number;
  pageSize: number;
  sort: string;
  dir: 'asc' | 'desc';
  /** The list's filters and search, by name ('' when unset). */
  filters: Record<F, string>;
}

export interface ListParamsApi<F extends string> {
  params: ListParams<F>;
  /** The query string to send to the server's list endpoint (only what is set). */
  query: string;
  setPage: (page: number) => void;
  setPageSize: (size: number) => void;
  setSort: (sort: string, dir: 'asc' | 'desc') => void;
  /** Changing a filter goes back to the first page. */
  setFilter: (name: F, value: string) => void;
  /** Several filters in one change of the address (separate ones would race). */
  setFilters: (patch: Partial<Record<F, string>>) => void;
  /** Whether any filter or search is set. */
  filtered: boolean;
  /** Every filter and search cleared, back to the first page. */
  clearFilters: () => void;
}

const positive = (value: string | null, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

type ListPatch = Record<string, string | number | null | undefined>;

/**
 * The list's next query: the live address's with `patch` applied (an empty value removes its
 * key), or null when the address is no longer the list's (`listPath`).
 */
export function nextListSearch(
  live: { pathname: string; search: string },
  listPath: string,
  patch: ListPatch,
): URLSearchParams | null {
  if (live.pathname !== listPath) return null;
  const next = new URLSearchParams(live.search);
  for (const [key, value] of Object.entries(patch)) {
    if (value === null || value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/**
 * A server-paged list's state, kept in the address (?page=2&sort=name&dir=desc&class=…): a
 * reload, the back button or a shared link shows the same page, sorted and filtered the same.
 */
export function useListParams<F extends string>(
  filterNames: readonly F[],
  defaults: { sort: string; dir?: 'asc' | 'desc'; pageSize?: number },
): ListParamsApi<F> {
  const [search, setSearch] = useSearchParams();
  const pageSizeDefault = defaults.pageSize ?? DEFAULT_PAGE_SIZE;
  const dirParam = search.get('dir');
  const params = useMemo<ListParams<F>>(
    () => ({
      page: positive(search.get('page'), 1),
      pageSize: positive(search.get('pageSize'), pageSizeDefault),
      sort: search.get('sort') ?? defaults.sort,
      dir: dirParam === 'asc' || dirParam === 'desc' ? dirParam : (defaults.dir ?? 'asc'),
      filters: Object.fromEntries(
        filterNames.map((name) => [name, search.get(name) ?? '']),
      ) as Record<F, string>,
    }),
    // filterNames is a constant list per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [search, pageSizeDefault, defaults.sort, defaults.dir, dirParam],
  );

  const { pathname } = useLocation();
  /*
   * From the address as it is now, not as this render saw it: a navigation renders in a
   * transition, so two changes in quick succession (a person, then an area) would each start
   * from the same old address and the second would drop the first. And once the address has
   * left this list (a row clicked while its page loads, the list still on screen), a search
   * settling late must not pull the office back to the list.
   */
  const update = useCallback(
    (patch: ListPatch) => {
      const next = nextListSearch(window.location, pathname, patch);
      if (next) setSearch(next, { replace: true });
    },
    [setSearch, pathname],
  );

  const query = useMemo(() => {
    const q = new URLSearchParams();
    q.set('page', String(params.page));
    q.set('pageSize', String(params.pageSize));
    q.set('sort', params.sort);
    q.set('dir', params.dir);
    for (const name of filterNames) {
      const value = params.filters[name];
      if (value) q.set(name, value);
    }
    return q.toString();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params]);

  return {
    params,
    query,
    setPage: (page) => update({ page: page <= 1 ? null : page }),
    setPageSize: (size) => update({ pageSize: size, page: null }),
    setSort: (sort, dir) => update({ sort, dir, page: null }),
    setFilter: (name, value) => update({ [name]: value, page: null }),
    setFilters: (patch) => update({ ...patch, page: null }),
    filtered: filterNames.some((name) => params.filters[name] !== ''),
    clearFilters: () =>
      update({ ...Object.fromEntries(filterNames.map((name) => [name, null])), page: null }),
  };
}
