import { writeFileSync } from 'node:fs';
import { placeSources, sourcesNote } from '../src/content/sources-note.ts';

// Writes docs/sources.md from the places' hours and tickets sources (src/content/sources-note.ts).
writeFileSync('docs/sources.md', sourcesNote(placeSources('content/places')));
