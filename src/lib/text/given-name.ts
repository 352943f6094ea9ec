import { stripAccents } from './strip-accents.ts';

/**
 * The name a person is called by, from the one "full name" field (decision 0034). Vietnamese names
 * put the family name first and the given name last ("Nguyễn Văn Bình" → "Bình"); Chinese names
 * written in Han characters put a one-character family name first ("王小明" → "小明", and the
 * two-character ones such as 欧阳 or 司马); other names, written in the Western order, start with
 * it ("Emma Watson" → "Emma"). A name of one word is its own given name.
 *
 * @example givenName('Nguyễn Văn Bình') // 'Bình'
 * @example givenName('王小明') // '小明'
 * @example givenName('Emma Watson') // 'Emma'
 */
export function givenName(fullname: string): string {
  const name = fullname.trim().replace(/\s+/g, ' ');
  if (HAN_ONLY.test(name)) {
    const family = COMPOUND_SURNAMES.some((surname) => name.startsWith(surname) && name.length > surname.length)
      ? 2
      : 1;
    return name.length > family ? name.slice(family) : name;
  }
  const words = name.split(' ');
  if (words.length < 2) return name;
  return isVietnamese(words) ? (words.at(-1) ?? name) : (words[0] ?? name);
}

/** The one letter an avatar shows: the given name's first, upper-cased. */
export const nameInitial = (fullname: string): string => (givenName(fullname).at(0) ?? '').toLocaleUpperCase();

const HAN_ONLY = /^[\p{Script=Han}·]+$/u;
const COMPOUND_SURNAMES = [
  '欧阳',
  '司马',
  '上官',
  '诸葛',
  '东方',
  '皇甫',
  '尉迟',
  '公孙',
  '慕容',
  '令狐',
  '司徒',
  '夏侯',
];
/** The family names most Vietnamese carry, with and without their marks (VN gov statistics: ~90 %). */
const VIETNAMESE_FAMILY_NAMES = new Set(
  [
    'nguyễn',
    'trần',
    'lê',
    'phạm',
    'hoàng',
    'huỳnh',
    'phan',
    'vũ',
    'võ',
    'đặng',
    'bùi',
    'đỗ',
    'hồ',
    'ngô',
    'dương',
    'lý',
    'đinh',
    'đoàn',
    'trương',
    'lâm',
    'mai',
    'trịnh',
    'cao',
    'lương',
    'tạ',
    'tô',
    'hà',
    'văn',
  ].flatMap((family) => [family, stripAccents(family)]),
);
/** Letters only Vietnamese uses among Latin scripts (ơ, ư, đ, and the stacked tone marks). */
const VIETNAMESE_LETTERS = /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/iu;

function isVietnamese(words: string[]): boolean {
  return (
    VIETNAMESE_FAMILY_NAMES.has((words[0] ?? '').toLocaleLowerCase('vi')) || VIETNAMESE_LETTERS.test(words.join(' '))
  );
}
