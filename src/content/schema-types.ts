import type { PlaceKind } from './taxonomy.ts';

/** The schema.org type that describes each kind of place best. */
export const PLACE_SCHEMA_TYPE: Record<PlaceKind, string> = {
  sight: 'TouristAttraction',
  nature: 'TouristAttraction',
  beach: 'Beach',
  cave: 'TouristAttraction',
  heritage: 'LandmarksOrHistoricalBuildings',
  temple: 'PlaceOfWorship',
  museum: 'Museum',
  market: 'TouristAttraction',
  food: 'FoodEstablishment',
  hotel: 'Hotel',
  'service-center': 'TouristInformationCenter',
};
