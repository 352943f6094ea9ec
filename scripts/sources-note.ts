import { writeFileSync } from 'node:fs';
import { placeSources, sourcesNote } from '#content/sources-note.ts';

// Writes docs/sources.md from the sources of the places' hours, tickets and food nearby (src/content/sources-note.ts).
writeFileSync('docs/sources.md', sourcesNote(placeSources('content/places')));
