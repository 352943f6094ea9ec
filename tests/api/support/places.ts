import { cataloguePlaces } from '#features/trips/server/catalogue-files.ts';
import { usePlaceSource } from '#features/trips/server/places.ts';

export { cataloguePlaces };

/** The trip planner's place checks in API tests read the real catalogue (tests run without Astro's content layer). */
export function useCataloguePlaces(): void {
  usePlaceSource(async (locale) => cataloguePlaces(locale));
}
