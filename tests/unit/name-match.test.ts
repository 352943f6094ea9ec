import { describe, expect, it } from 'vitest';
import { COMPACT, EXACT, joinedForm, namePoints, namesKey } from '#lib/search/name-match.ts';

describe('joinedForm', () => {
  it('joins and split forms, with and without diacritics or capitals, to one key', () => {
    for (const form of ['hoian', 'hoi an', 'Hội An', 'HOI AN', ' Hội-An ']) expect(joinedForm(form)).toBe('hoian');
    expect(joinedForm('Đà Nẵng')).toBe('danang');
    expect(joinedForm('会安 古城')).toBe('会安古城');
  });
});

describe('namesKey', () => {
  it('puts the title first, then each other name once, as joined forms', () => {
    expect(namesKey('Phố cổ Hội An', ['Hội An', 'Hoi An', '会安'])).toBe('phocohoian hoian 会安');
  });
  it('keeps the title first when an alias spells it again', () => {
    expect(namesKey('Huế', ['Hue', 'Cố đô Huế'])).toBe('hue codohue');
  });
});

describe('namePoints: the results page’s name bonus', () => {
  const names = namesKey('Thành phố Hồ Chí Minh', ['Sài Gòn', 'Saigon', 'Ho Chi Minh City']);

  it('an exact title beats an exact other name', () => {
    expect(namePoints('hue', namesKey('Huế', []))).toBe(EXACT.title + COMPACT.title);
    expect(namePoints(joinedForm('Sai Gon'), names)).toBe(EXACT.alias + COMPACT.alias);
  });
  it('a name holding the joined form earns the smaller bonus, the title more than another name', () => {
    expect(namePoints('hochiminh', names)).toBe(COMPACT.title);
    expect(namePoints('chiminhcity', names)).toBe(COMPACT.alias);
  });
  it('no name, no points', () => {
    expect(namePoints('hanoi', names)).toBe(0);
    expect(namePoints('hanoi', '')).toBe(0);
    expect(namePoints('', names)).toBe(0);
  });
});
