import { describe, expect, it } from 'vitest';
import { listingHref, listingPages, listingRoutes, type Dimension } from '#lib/listing.ts';

interface Item {
  id: number;
  region: string;
  tags: string[];
}
const items: Item[] = Array.from({ length: 30 }, (_, i) => ({
  id: i,
  region: i % 3 === 0 ? 'hue' : 'da-nang',
  tags: i % 2 === 0 ? ['food'] : ['food', 'beach'],
}));
const dims: Dimension<Item>[] = [
  { name: 'region', values: (item) => [item.region] },
  { name: 'tag', values: (item) => item.tags },
];

describe('listing pages', () => {
  const pages = listingPages(items, dims, 12);
  const byParam = new Map(pages.map((p) => [p.param ?? '', p]));

  it('paginates the unfiltered list', () => {
    expect(byParam.get('')).toMatchObject({ page: 1, pages: 3, total: 30 });
    expect(byParam.get('page/3')?.items.map((i) => i.id)).toEqual([24, 25, 26, 27, 28, 29]);
    expect(byParam.has('page/4')).toBe(false);
  });

  it('builds each filter alone and combined, only where something matches', () => {
    expect(byParam.get('region/hue')?.total).toBe(10);
    expect(byParam.get('tag/beach')?.total).toBe(15);
    expect(byParam.get('region/hue/tag/beach')?.total).toBe(5);
    expect(byParam.get('region/da-nang/tag/food/page/2')).toMatchObject({ page: 2, pages: 2, total: 20 });
    expect([...byParam.keys()].some((key) => key.includes('region/nowhere'))).toBe(false);
  });

  it('keeps an empty list as one empty page', () => {
    expect(listingPages([], dims)).toEqual([{ param: undefined, filter: {}, page: 1, pages: 1, total: 0, items: [] }]);
  });

  it('writes list URLs in a fixed dimension order', () => {
    expect(listingHref('/en/places/', ['region', 'kind'], {})).toBe('/en/places/');
    expect(listingHref('/news/', ['region', 'tag'], { tag: 'food', region: 'hue' }, 2)).toBe(
      '/news/region/hue/tag/food/page/2/',
    );
  });
});

describe('list routes', () => {
  it('give every page the filters that exist and the values each dimension takes', () => {
    const routes = listingRoutes(items, dims, 12);
    expect(routes.map((route) => route.page)).toEqual(listingPages(items, dims, 12));
    const [first] = routes;
    expect(first?.available).toEqual(new Set(routes.map((route) => route.page.param)));
    expect(first?.values).toEqual({ region: new Set(['hue', 'da-nang']), tag: new Set(['food', 'beach']) });
  });

  it('compute the filter bar once per list, not once per page (a build linear in the list)', () => {
    let calls = 0;
    const counted = dims.map((d) => ({ ...d, values: (item: Item) => (calls++, d.values(item)) }));
    const callsFor = (length: number) => {
      calls = 0;
      const many = Array.from({ length }, (_, i) => ({ ...(items[i % items.length] as Item), id: i }));
      const routes = listingRoutes(many, counted, 12);
      expect(routes.every((route) => route.available === routes[0]?.available)).toBe(true);
      return calls;
    };
    expect(callsFor(1200)).toBe(10 * callsFor(120));
  });
});
