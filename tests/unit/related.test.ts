import { describe, expect, it } from 'vitest';
import { mostRelated } from '../../src/content/related.ts';

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
