import { beforeEach, describe, expect, it } from 'vitest';
import { $historyTextSearches, addSearchHistory, removeSearchHistory, SEARCH_HISTORY_LIMIT } from '#stores/auth.ts';

describe('search history', () => {
  beforeEach(() => $historyTextSearches.set([]));
  const texts = () => $historyTextSearches.get().map((e) => e.text);

  it('adds trimmed text, newest first, each with a random UUID', () => {
    addSearchHistory('  Hạ Long  ');
    addSearchHistory('hoi an');
    expect(texts()).toEqual(['hoi an', 'Hạ Long']);
    for (const { id } of $historyTextSearches.get()) expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('ignores empty text and duplicates', () => {
    addSearchHistory('');
    addSearchHistory('   ');
    addSearchHistory('Huế');
    addSearchHistory(' Huế ');
    expect(texts()).toEqual(['Huế']);
  });

  it('removes by id, and the id "all" clears the list', () => {
    addSearchHistory('a');
    addSearchHistory('b');
    addSearchHistory('c');
    removeSearchHistory($historyTextSearches.get()[1]?.id ?? '');
    expect(texts()).toEqual(['c', 'a']);
    removeSearchHistory('unknown');
    expect(texts()).toEqual(['c', 'a']);
    removeSearchHistory('all');
    expect(texts()).toEqual([]);
  });

  it('keeps a bounded history', () => {
    for (let i = 0; i < SEARCH_HISTORY_LIMIT + 5; i++) addSearchHistory(`q${i}`);
    expect(texts()).toHaveLength(SEARCH_HISTORY_LIMIT);
    expect(texts()[0]).toBe(`q${SEARCH_HISTORY_LIMIT + 4}`);
  });
});
