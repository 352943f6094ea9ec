import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/** One Markdown entry of content/: its collection, locale, slug, front matter and body. */
export interface ContentFile {
  file: string;
  collection: string;
  locale: string;
  slug: string;
  data: Record<string, unknown>;
  body: string;
}

/** Every `<root>/<collection>/<locale>/<slug>.md`, read without Astro. */
export function readContent(root: string): ContentFile[] {
  const files: ContentFile[] = [];
  for (const collection of readdirSync(root)) {
    for (const locale of ['vi', 'en', 'zh']) {
      const folder = join(root, collection, locale);
      if (!existsSync(folder)) continue;
      for (const name of readdirSync(folder).filter((file) => file.endsWith('.md'))) {
        const text = readFileSync(join(folder, name), 'utf8');
        const [, front = '', ...rest] = text.split(/^---$/m);
        files.push({
          file: `content/${collection}/${locale}/${name}`,
          collection,
          locale,
          slug: name.slice(0, -3),
          data: (parse(front) ?? {}) as Record<string, unknown>,
          body: rest.join('---'),
        });
      }
    }
  }
  return files;
}
