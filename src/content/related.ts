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
