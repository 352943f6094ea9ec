import { describe, expect, it } from 'vitest';
import { normalizeText } from '../../src/lib/search/normalize.ts';
import { createTextSearch, type SearchDocument } from '../../src/lib/search/text-search.ts';

const doc = (title: string, aliases: string[] = [], body = ''): SearchDocument => ({
  kind: 'places',
  url: `/${title}`,
  title,
  excerpt: '',
  aliases,
  body,
});

const search = createTextSearch([
  doc('Vịnh Hạ Long', ['Ha Long Bay', 'Halong Bay'], 'Đảo đá vôi'),
  doc('Phố cổ Hội An', ['Hoi An'], 'Đèn lồng'),
  doc('Hà Nội', [], 'Thủ đô, hồ Hoàn Kiếm'),
  doc('下龙湾', ['Ha Long Bay', 'Vịnh Hạ Long'], '石灰岩岛屿'),
  doc('Đà Nẵng', [], 'Gần Hội An và Mỹ Sơn'),
]);
const titles = (query: string) => search(query).map((hit) => hit.doc.title);

describe('text search', () => {
  it('normalizes Vietnamese without diacritics, đ included', () => {
    expect(normalizeText('Vịnh Hạ Long, Đà Nẵng!')).toBe('vinh ha long da nang');
    expect(normalizeText('下龙湾')).toBe('下龙湾');
  });

  it('matches with and without diacritics', () => {
    expect(titles('ha long')[0]).toBe('Vịnh Hạ Long');
    expect(titles('Hạ Long')[0]).toBe('Vịnh Hạ Long');
    expect(titles('hoi an')[0]).toBe('Phố cổ Hội An');
    expect(titles('ha noi')).toEqual(['Hà Nội']);
  });

  it('finds a name written as one word or by another name', () => {
    expect(titles('halong bay')[0]).toBe('Vịnh Hạ Long');
    expect(titles('halong')[0]).toBe('Vịnh Hạ Long');
  });

  it('matches Chinese by substring', () => {
    expect(titles('下龙')).toEqual(['下龙湾']);
    expect(titles('岛屿')).toEqual(['下龙湾']);
  });

  it('ranks a title match above a body match and needs every word', () => {
    expect(titles('hoi an')).toEqual(['Phố cổ Hội An', 'Đà Nẵng']);
    expect(titles('hoi an lantern nowhere')).toEqual([]);
    expect(titles('   ')).toEqual([]);
  });
});
