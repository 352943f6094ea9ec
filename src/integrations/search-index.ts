import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';
import { INDEXED_GLOB } from '#lib/search/indexed-pages.ts';
import type { FolderInProgress } from './precompress.ts';

/** Where Pagefind writes in the client build: `/pagefind/`. */
const FOLDER = 'pagefind';

/** The search index integration, with the folder it is still writing when its hook returns. */
export interface SearchIndexIntegration extends AstroIntegration {
  readonly output: FolderInProgress;
}

/**
 * After the pages are written, Pagefind indexes them into `/pagefind/`: one index per `<html lang>`
 * (vi, en, zh-Hans), covering the parts marked `data-pagefind-body` of the content detail pages,
 * the only files it reads (src/lib/search/indexed-pages.ts). The browser loads only the chunks a
 * query needs.
 *
 * The hook starts Pagefind and returns: Pagefind works in its own process while precompression
 * fills the cores with the pages, and precompression waits for `output` before compressing this
 * folder. Pagefind's writing phase keeps one core busy; one after the other, the two took 254 s at
 * 10,000 entries per locale, side by side 204 s (decision 0059). So a build that indexes must
 * precompress: nothing else waits for the index.
 */
export function searchIndex(): SearchIndexIntegration {
  let settle: { resolve: () => void; reject: (error: unknown) => void } | undefined;
  const written = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  // Its failure is precompression's to report (it awaits `written`), not an unhandled rejection
  // while precompression is still busy with the pages.
  written.catch(() => undefined);
  return {
    name: 'search-index',
    output: { folder: FOLDER, written },
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const started = performance.now();
        indexPages(fileURLToPath(dir), fileURLToPath(new URL(`${FOLDER}/`, dir))).then((pages) => {
          logger.info(`indexed ${pages} pages in ${((performance.now() - started) / 1000).toFixed(1)} s`);
          settle?.resolve();
        }, settle?.reject);
      },
    },
  };
}

/** Runs Pagefind over the built pages into `outputPath`; the number of pages indexed. */
async function indexPages(root: string, outputPath: string): Promise<number> {
  try {
    const { index, errors } = await pagefind.createIndex({});
    if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
    const added = await index.addDirectory({ path: root, glob: INDEXED_GLOB });
    if (added.errors.length > 0) throw new Error(`Pagefind: ${added.errors.join('; ')}`);
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
    return added.page_count;
  } finally {
    await pagefind.close();
  }
}
