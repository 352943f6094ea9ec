import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { generateArtwork } from './artwork/generate.ts';

/**
 * Before Astro reads the content, gives every entry without a picture its stand-in illustration,
 * so an editor who adds a Markdown file gets a complete page from `npm run build` alone.
 */
export function contentArtwork(): AstroIntegration {
  return {
    name: 'content-artwork',
    hooks: {
      'astro:config:setup': async ({ config, logger }) => {
        const written = await generateArtwork(fileURLToPath(new URL('content/', config.root)));
        if (written.length > 0) logger.info(`made ${written.length} stand-in illustration(s) for new entries`);
      },
    },
  };
}
