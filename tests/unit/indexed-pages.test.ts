import { describe, expect, it } from 'vitest';
import { LOCAL_SECTION_PATHS } from '#content/taxonomy.ts';
import { INDEXED_FOLDERS, isIndexedPath } from '#lib/search/indexed-pages.ts';

describe('the pages the browser search index reads', () => {
  it('are the detail pages of every content kind, in every locale', () => {
    for (const section of Object.values(LOCAL_SECTION_PATHS)) expect(isIndexedPath(`${section}an-entry/`)).toBe(true);
    for (const path of [
      '/places/hoi-an/',
      '/en/news/pho-ha-noi/',
      '/zh/schedule-reference/mien-bac-5-ngay',
      '/regions/ha-noi/',
    ])
      expect(isIndexedPath(path), path).toBe(true);
  });

  it('are not the lists, filters or other screens, nor a locale the site does not have', () => {
    for (const path of [
      '/places/',
      '/places/region/ha-noi/',
      '/en/booking-hotel/',
      '/fr/places/hoi-an/',
      '/search-result/',
    ])
      expect(isIndexedPath(path), path).toBe(false);
    expect(new Set(INDEXED_FOLDERS).size).toBe(INDEXED_FOLDERS.length);
  });
});
