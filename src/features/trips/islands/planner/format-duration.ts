import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import { formatDuration } from '../../format.ts';

/**
 * formatDuration with an island's translator: islands get their strings without the namespace
 * (`duration.minutes`), the shared formatter names them with it (`trips:duration.minutes`).
 */
export const islandDuration = (minutes: number, t: IslandTranslate): string =>
  formatDuration(minutes, (key, values) => t(key.replace(/^trips:/, ''), values as Record<string, string | number>));
