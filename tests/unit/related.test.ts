import { describe, expect, it } from 'vitest';
import { mostRelated, regionThenNearest } from '#content/related.ts';

describe('most related', () => {
  const items = ['a1', 'b3', 'c0', 'd3', 'e2', 'f1', 'g3', 'h0'];
  const score = (item: string) => Number(item[1]);

  it('keeps the highest scores, in list order among equals, like a stable sort', () => {
    expect(mostRelated(items, 4, score)).toEqual(['b3', 'd3', 'g3', 'e2']);
    const sorted = [...items].sort((a, b) => score(b) - score(a)).slice(0, 4);
    expect(mostRelated(items, 4, score)).toEqual(sorted);
  });

  it('fills with low scores when there are few high ones, and leaves out the unscored', () => {
    expect(mostRelated(['x0', 'y1', 'z0'], 4, score)).toEqual(['y1', 'x0', 'z0']);
    expect(mostRelated(items, 4, (item) => (item.startsWith('b') ? undefined : score(item)))).toEqual([
      'd3',
      'g3',
      'e2',
      'a1',
    ]);
  });

  it('scores each item once: a page costs its list once, not a sort of it', () => {
    let calls = 0;
    mostRelated(items, 4, (item) => (calls++, score(item)));
    expect(calls).toBe(items.length);
  });
});

describe('region first, then nearest', () => {
  // Hạ Long Bay's neighbours: two in Quảng Ninh, Cát Bà across the border, and far same-kind places.
  const here = { slug: 'vinh-ha-long', region: 'quang-ninh', km: 0 };
  const places = [
    { slug: 'cu-lao-an-binh', region: 'vinh-long', km: 1450 },
    { slug: 'ho-ba-be', region: 'thai-nguyen', km: 250 },
    { slug: 'yen-tu', region: 'quang-ninh', km: 45 },
    here,
    { slug: 'dao-cat-ba', region: 'hai-phong', km: 30 },
    { slug: 'vinh-bai-tu-long', region: 'quang-ninh', km: 25 },
    { slug: 'pho-co-ha-noi', region: 'ha-noi', km: 150 },
  ];
  const rules = {
    isSelf: (p: (typeof places)[number]) => p.slug === here.slug,
    inRegion: (p: (typeof places)[number]) => p.region === here.region,
    km: (p: (typeof places)[number]) => p.km,
  };

  it('lists the region nearest first, then the nearest elsewhere, and says how many are in the region', () => {
    const pick = regionThenNearest(places, 4, rules);
    expect(pick.items.map((p) => p.slug)).toEqual(['vinh-bai-tu-long', 'yen-tu', 'dao-cat-ba', 'pho-co-ha-noi']);
    expect(pick.inRegion).toBe(2);
  });

  it('scores only the region when it holds enough, and picks the same as scoring everything', () => {
    const regionItems = places.filter(rules.inRegion);
    const scored: string[] = [];
    const counting = { ...rules, km: (p: (typeof places)[number]) => (scored.push(p.slug), p.km) };
    expect(regionThenNearest(places, 2, { ...counting, regionItems })).toEqual(regionThenNearest(places, 2, rules));
    expect(scored.sort()).toEqual(['vinh-bai-tu-long', 'yen-tu']);
    // Too few in the region for 4: everything is scored, as without it.
    expect(regionThenNearest(places, 4, { ...rules, regionItems })).toEqual(regionThenNearest(places, 4, rules));
  });

  it('never reaches across the country while a nearer place is left out', () => {
    const slugs = regionThenNearest(places, 5, rules).items.map((p) => p.slug);
    expect(slugs).not.toContain('cu-lao-an-binh');
    expect(slugs).not.toContain(here.slug);
  });
});
