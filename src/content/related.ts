/**
 * The `count` items that score highest, ties in list order; items scored `undefined` are left out.
 * One pass with a short ranked list, so a detail page's "related" costs the length of the list once
 * instead of a sort (see docs/decisions/0021-content-kinds-and-linear-builds.md).
 *
 * @example mostRelated(['a', 'bb', 'c', 'dd'], 2, (s) => s.length) // ['bb', 'dd']
 */
export function mostRelated<T>(items: readonly T[], count: number, score: (item: T) => number | undefined): T[] {
  const ranked: { item: T; score: number }[] = [];
  for (const item of items) {
    const value = score(item);
    if (value === undefined) continue;
    if (ranked.length === count && value <= (ranked[count - 1] as { score: number }).score) continue;
    let at = ranked.length;
    while (at > 0 && (ranked[at - 1] as { score: number }).score < value) at -= 1;
    ranked.splice(at, 0, { item, score: value });
    if (ranked.length > count) ranked.pop();
  }
  return ranked.map((entry) => entry.item);
}

/** What a "more places" list holds, so its heading can say it. */
export interface NearbyPick<T> {
  items: T[];
  /** How many of the items, all at the front, share the entry's region. */
  inRegion: number;
}

/**
 * The `count` items for a "more places" list under an entry: those in the entry's region first,
 * then the nearest elsewhere, each group nearest first (decision 0034). A same-kind place at the
 * other end of the country is never picked over a neighbour across the provincial border.
 *
 * @example regionThenNearest(places, 4, { isSelf, inRegion: (p) => p.region === 'quang-ninh', km })
 *   // [Bái Tử Long, Yên Tử, then Cát Bà (Hải Phòng), …]
 */
export function regionThenNearest<T>(
  items: readonly T[],
  count: number,
  rules: {
    isSelf: (item: T) => boolean;
    inRegion: (item: T) => boolean;
    km: (item: T) => number;
    /**
     * The region's items, in the order they have in `items`. When they hold `count` besides the
     * entry, nothing outside can be picked, so only they are scored: a page then costs its
     * region, not the country (at 10,000 places a locale, the whole list was a third of a place
     * page's time).
     */
    regionItems?: readonly T[];
  },
): NearbyPick<T> {
  // Farther than any two points in Vietnam: a place in the region outranks every place outside it.
  const REGION_BONUS = 100_000;
  const { regionItems } = rules;
  const pool = regionItems && regionItems.filter((item) => !rules.isSelf(item)).length >= count ? regionItems : items;
  const picked = mostRelated(pool, count, (item) =>
    rules.isSelf(item) ? undefined : (rules.inRegion(item) ? REGION_BONUS : 0) - rules.km(item),
  );
  return { items: picked, inRegion: picked.filter(rules.inRegion).length };
}
