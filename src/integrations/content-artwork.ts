import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { generateArtwork } from './artwork/generate.ts';
import { creditProblems, recordIllustrations } from '#content/image-credits.ts';

/**
 * Before Astro reads the content, gives every entry without a picture its stand-in illustration,
 * so an editor who adds a Markdown file gets a complete page from `npm run build` alone, records
 * it as an illustration, then fails the build for any other picture without a usable credit.
 */
export function contentArtwork(): AstroIntegration {
  return {
    name: 'content-artwork',
    hooks: {
      'astro:config:setup': async ({ config, logger }) => {
        const content = fileURLToPath(new URL('content/', config.root));
        const written = await generateArtwork(content);
        recordIllustrations(written);
        if (written.length > 0) logger.info(`made ${written.length} stand-in illustration(s) for new entries`);
        const problems = creditProblems(content);
        if (problems.length > 0) throw new Error(`Pictures that may not be published:\n- ${problems.join('\n- ')}`);
      },
    },
  };
}
