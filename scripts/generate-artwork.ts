// `npm run artwork`: stand-in illustrations for entries without an image (builds do this too).
import { generateArtwork } from '#integrations/artwork/generate.ts';

const written = await generateArtwork(new URL('../content/', import.meta.url).pathname);
console.log(`artwork: ${written.length} new image(s)`);
