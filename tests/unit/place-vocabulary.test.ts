import { describe, expect, it } from 'vitest';
import { placeVocabulary } from '#content/glossary.ts';
import { comparedForms } from '#content/place-vocabulary.ts';

const vocabulary = placeVocabulary();

describe('the place vocabulary', () => {
  it('compares names without case, diacritics, spaces, punctuation or the words for the kind of unit', () => {
    for (const name of ['Thành phố Hồ Chí Minh', 'Ho Chi Minh City', 'ho chi minh', 'HoChiMinh'])
      expect(comparedForms(name)).toContain('hochiminh');
    expect(comparedForms('tỉnh Lâm Đồng')).toContain('lamdong');
    expect(comparedForms('胡志明市')).toContain('胡志明');
    // 荣市 is Vinh: a one-character name keeps its 市.
    expect(comparedForms('荣市')).toEqual(['荣市']);
  });

  it('holds the 34 regions, and every town and area lies in one of them', () => {
    const regions = vocabulary.entries.filter((entry) => entry.kind === 'region').map((entry) => entry.slug);
    expect(regions).toHaveLength(34);
    const outside = vocabulary.entries.filter((entry) => !regions.includes(entry.region));
    expect(outside.map((entry) => `${entry.kind}/${entry.slug} → ${entry.region}`)).toEqual([]);
  });

  it('gives no two regions, towns or areas a name in common', () => {
    const owners = new Map<string, string[]>();
    for (const entry of vocabulary.entries.filter((candidate) => candidate.kind !== 'place'))
      for (const form of new Set(entry.names.flatMap(comparedForms)))
        owners.set(form, [...(owners.get(form) ?? []), `${entry.kind}/${entry.slug}`]);
    expect([...owners].filter(([, shared]) => shared.length > 1)).toEqual([]);
  });

  it('suggests each region alone, and each town and area with its region', () => {
    expect(vocabulary.suggestions('vi')).toEqual(
      expect.arrayContaining(['Đà Nẵng', 'Hội An, Đà Nẵng', 'Đà Lạt, Lâm Đồng']),
    );
    expect(vocabulary.suggestions('en')).toEqual(expect.arrayContaining(['Hanoi', 'Nha Trang, Khanh Hoa']));
    expect(vocabulary.suggestions('zh')).toEqual(expect.arrayContaining(['河内', '会安，岘港', '大叻，林同']));
    // Each suggestion finds what it names.
    for (const locale of ['vi', 'en', 'zh'] as const)
      for (const suggestion of vocabulary.suggestions(locale))
        expect(vocabulary.find(suggestion)?.kind).not.toBe('place');
  });

  it('gives a region page the names of its towns, so the site search finds Lâm Đồng by Đà Lạt', () => {
    expect(vocabulary.searchNames('region', 'lam-dong')).toEqual(
      expect.arrayContaining(['Lâm Đồng', 'Lam Dong', '林同', 'Bình Thuận', 'Đà Lạt', 'Dalat', '大叻']),
    );
  });
});
