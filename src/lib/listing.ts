/**
 * Filtered, paginated lists as plain static URLs, so filters and pages work without JavaScript
 * and every combination a crawler can reach exists as a file:
 *   /places/                         all, page 1
 *   /places/page/2/                  all, page 2
 *   /places/region/da-nang/          one filter
 *   /places/region/da-nang/kind/beach/page/2/   two filters, page 2
 */
export const PAGE_SIZE = 12;

export type Filter = Record<string, string>;

export interface Dimension<T> {
  /** Path segment and filter key: `region`, `kind`, `tag`. */
  name: string;
  /** The values an item has in this dimension (an article may carry several tags). */
  values: (item: T) => readonly string[];
}

export interface ListingPage<T> {
  /** The `[...filter]` route param: undefined for the unfiltered first page. */
  param: string | undefined;
  filter: Filter;
  page: number;
  pages: number;
  total: number;
  items: T[];
}

/** `filter` and `page` as the path after the list's base, without slashes at the ends. */
export function listingParam(dimensions: readonly string[], filter: Filter, page: number): string | undefined {
  const segments = dimensions.flatMap((name) => (filter[name] ? [name, filter[name]] : []));
  if (page > 1) segments.push('page', String(page));
  return segments.length > 0 ? segments.join('/') : undefined;
}

/** The URL path of a list page. @example listingHref('/places/', ['region','kind'], { kind: 'beach' }, 2) → '/places/kind/beach/page/2/' */
export function listingHref(base: string, dimensions: readonly string[], filter: Filter, page = 1): string {
  const param = listingParam(dimensions, filter, page);
  return param ? `${base}${param}/` : base;
}

function combinations(names: readonly string[]): string[][] {
  return names.reduce<string[][]>((sets, name) => [...sets, ...sets.map((set) => [...set, name])], [[]]);
}

/**
 * Every page of every non-empty filter combination (each dimension alone, and together), with
 * the items it shows.
 */
export function listingPages<T>(
  items: readonly T[],
  dimensions: readonly Dimension<T>[],
  pageSize = PAGE_SIZE,
): ListingPage<T>[] {
  const names = dimensions.map((d) => d.name);
  const seen = new Map<string, { filter: Filter; items: T[] }>();
  for (const set of combinations(names)) {
    const chosen = dimensions.filter((d) => set.includes(d.name));
    for (const item of items) {
      // Each value combination this item belongs to, e.g. region=a & tag=x, region=a & tag=y.
      let filters: Filter[] = [{}];
      for (const dimension of chosen) {
        filters = filters.flatMap((f) => dimension.values(item).map((value) => ({ ...f, [dimension.name]: value })));
      }
      for (const filter of filters) {
        const key = listingParam(names, filter, 1) ?? '';
        if (!seen.has(key)) seen.set(key, { filter, items: [] });
        seen.get(key)?.items.push(item);
      }
    }
  }
  if (!seen.has('')) seen.set('', { filter: {}, items: [] });
  const pages: ListingPage<T>[] = [];
  for (const { filter, items: matching } of seen.values()) {
    const count = Math.max(1, Math.ceil(matching.length / pageSize));
    for (let page = 1; page <= count; page++) {
      pages.push({
        param: listingParam(names, filter, page),
        filter,
        page,
        pages: count,
        total: matching.length,
        items: matching.slice((page - 1) * pageSize, page * pageSize),
      });
    }
  }
  return pages;
}

/** One page of a list route with what its filter bar needs, the last two shared by all its pages. */
export interface ListingRoute<T> {
  page: ListingPage<T>;
  /** The `[...filter]` params that exist: the filter bar links only to built pages. */
  available: ReadonlySet<string | undefined>;
  /** The values each dimension takes in the list: the filter bar offers only those. */
  values: Readonly<Record<string, ReadonlySet<string>>>;
}

/**
 * Every page of a list with its filter bar's data, computed once for the whole list: computing it
 * on each of a list's pages made list pages cost the square of the list's length.
 */
export function listingRoutes<T>(
  items: readonly T[],
  dimensions: readonly Dimension<T>[],
  pageSize = PAGE_SIZE,
): ListingRoute<T>[] {
  const pages = listingPages(items, dimensions, pageSize);
  const available = new Set(pages.map((page) => page.param));
  const values = Object.fromEntries(
    dimensions.map((dimension) => [dimension.name, new Set(items.flatMap((item) => dimension.values(item)))]),
  );
  return pages.map((page) => ({ page, available, values }));
}
