import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = new URL('../../src/', import.meta.url).pathname;
const files = (readdirSync(SRC, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
  .filter((entry) => entry.isFile() && /\.(astro|ts|tsx)$/.test(entry.name))
  .map((entry) => join(entry.parentPath, entry.name));
const sources = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));

describe('dead code', () => {
  it('every layout and component is imported by some other module', () => {
    const unused = files
      .filter((file) => /^(layouts|components)\/.*\.astro$/.test(relative(SRC, file)))
      .filter((file) => {
        const imported = new RegExp(`/${basename(file).replaceAll('.', '\\.')}['"]`);
        return ![...sources].some(([other, text]) => other !== file && imported.test(text));
      })
      .map((file) => relative(SRC, file));
    expect(unused).toEqual([]);
  });
});
