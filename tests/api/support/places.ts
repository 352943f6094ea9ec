import { cataloguePlaces } from '../../../src/server/trips/catalogue-files.ts';
import { usePlaceSource } from '../../../src/server/trips/places.ts';

export { cataloguePlaces };

/** The trip planner's place checks in API tests read the real catalogue (tests run without Astro's content layer). */
export function useCataloguePlaces(): void {
  usePlaceSource(async (locale) => cataloguePlaces(locale));
}
