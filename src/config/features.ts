import { PLAN_SECTIONS } from './navigation.ts';

/**
 * The features that copy may promise only once they exist (decision 0034). The site description,
 * the login popup's intro and the information pages read this list, so no page promises what a
 * visitor cannot use, and the copy follows as each feature lands: a section launches by flipping
 * `ready` in navigation.ts; a feature without a section of its own is flipped here.
 */
export type Feature = 'trips' | 'savedPlaces' | 'booking' | 'sim' | 'data' | 'moments';

const sectionReady = (key: string) => PLAN_SECTIONS.some((section) => section.key === key && section.ready);

export const LAUNCHED: Readonly<Record<Feature, boolean>> = {
  trips: sectionReady('trips'),
  // Saving places to a list has no page or API yet.
  savedPlaces: false,
  booking: sectionReady('booking'),
  sim: sectionReady('sim'),
  data: sectionReady('data'),
  moments: sectionReady('moments'),
};

/** What an account unlocks besides comments and reviews, in the order the login popup names them. */
export const SIGN_IN_FEATURES: readonly Feature[] = ['trips', 'savedPlaces', 'moments', 'booking', 'sim', 'data'];

/** The launched ones of `features`, in the order given. */
export const launched = (features: readonly Feature[]): Feature[] => features.filter((feature) => LAUNCHED[feature]);

/** Whether a name is a feature of this list (a `data-feature` block in an information page). */
export const isFeature = (name: string): name is Feature => Object.hasOwn(LAUNCHED, name);
