import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';
import { INDEXED_GLOB } from '../lib/search/indexed-pages.ts';

/**
 * After the pages are written, Pagefind indexes them into `/pagefind/`: one index per `<html lang>`
 * (vi, en, zh-Hans), covering the parts marked `data-pagefind-body` of the content detail pages,
 * the only files it reads (src/lib/search/indexed-pages.ts). The browser loads only the chunks a
 * query needs.
 */
export function searchIndex(): AstroIntegration {
  return {
    name: 'search-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const { index, errors } = await pagefind.createIndex({});
        if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
        const added = await index.addDirectory({ path: fileURLToPath(dir), glob: INDEXED_GLOB });
        if (added.errors.length > 0) throw new Error(`Pagefind: ${added.errors.join('; ')}`);
        const written = await index.writeFiles({ outputPath: fileURLToPath(new URL('pagefind/', dir)) });
        if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
        logger.info(`indexed ${added.page_count} pages`);
        await pagefind.close();
      },
    },
  };
}
