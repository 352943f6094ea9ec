import { describe, expect, it } from 'vitest';
import { safeFileName } from '#lib/files/file-name.ts';

describe('upload file names (spec section 3)', () => {
  it('strips accents, turns spaces into hyphens and appends the random id', () => {
    expect(safeFileName('Ảnh Hạ Long.JPG', 'k3v9q2')).toBe('anh-ha-long-k3v9q2.jpg');
    expect(safeFileName('Đường phố Đà Lạt.png', 'id1')).toBe('duong-pho-da-lat-id1.png');
  });

  it('removes unsafe characters, path parts included', () => {
    expect(safeFileName('../../etc/pass wd?.png', 'x')).toBe('etcpass-wd-x.png');
    expect(safeFileName('<script>alert(1)</script>.gif', 'x')).toBe('scriptalert1script-x.gif');
    expect(safeFileName('  many   spaces  .webp', 'x')).toBe('many-spaces-x.webp');
    expect(safeFileName('IMG..2024.png', 'x')).toBe('img.2024-x.png');
  });

  it('keeps a usable name when nothing safe is left, and can force the extension', () => {
    expect(safeFileName('下龙湾.jpg', 'x')).toBe('file-x.jpg');
    expect(safeFileName('photo.heic', 'x', 'webp')).toBe('photo-x.webp');
    expect(safeFileName('README', 'x')).toBe('readme-x');
  });

  it('appends a different random id each time', () => {
    expect(safeFileName('a.png')).not.toBe(safeFileName('a.png'));
    expect(safeFileName('a.png')).toMatch(/^a-[a-z0-9]{10}\.png$/);
  });
});
