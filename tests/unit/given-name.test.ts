import { describe, expect, it } from 'vitest';
import { givenName, nameInitial } from '#lib/text/given-name.ts';

describe('given name', () => {
  it('is the last word of a Vietnamese name, with or without its marks', () => {
    expect(givenName('Nguyễn Văn Bình')).toBe('Bình');
    expect(givenName('  Trần   Thị Mai ')).toBe('Mai');
    expect(givenName('Nguyen Thi Lan')).toBe('Lan');
    expect(givenName('Phùng Xuân Nhạ')).toBe('Nhạ');
  });

  it('is what follows the family name of a Chinese name, compound family names too', () => {
    expect(givenName('王小明')).toBe('小明');
    expect(givenName('欧阳娜娜')).toBe('娜娜');
    expect(givenName('李')).toBe('李');
  });

  it('is the first word of a name in the Western order', () => {
    expect(givenName('Emma Watson')).toBe('Emma');
    expect(givenName('Jean-Luc Picard')).toBe('Jean-Luc');
    expect(givenName('Madonna')).toBe('Madonna');
  });

  it('gives the avatar its initial', () => {
    expect(nameInitial('Nguyễn Văn Bình')).toBe('B');
    expect(nameInitial('đỗ minh đức')).toBe('Đ');
    expect(nameInitial('王小明')).toBe('小');
    expect(nameInitial('emma watson')).toBe('E');
    expect(nameInitial('')).toBe('');
  });
});
