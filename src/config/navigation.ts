/** The product's sections, as the header, footer, home page and error page link to them. */
export interface Section {
  /** Key of the label in common.json (`nav.<key>`) and of the blurb in home.json. */
  key: string;
  /** Locale-free path. */
  path: string;
  /** Lucide icon name, inlined at build time. */
  icon: string;
  /** Shown in the header bar on wide screens; the rest are in the menu. */
  primary?: boolean;
  /**
   * Whether the section's pages exist yet. Sections still to be built are not linked from
   * anywhere, so no visitor or crawler meets a dead link; the issue that builds one flips this.
   */
  ready: boolean;
}

export const EXPLORE_SECTIONS: readonly Section[] = [
  { key: 'places', path: '/places/', icon: 'lucide:map-pin', primary: true, ready: true },
  { key: 'regions', path: '/regions/', icon: 'lucide:map', primary: true, ready: true },
  { key: 'news', path: '/news/', icon: 'lucide:newspaper', primary: true, ready: true },
  { key: 'videos', path: '/videos/', icon: 'lucide:clapperboard', primary: true, ready: true },
  { key: 'galleries', path: '/galleries/', icon: 'lucide:images', primary: true, ready: true },
  { key: 'vr360', path: '/vr-360/', icon: 'lucide:rotate-3d', ready: true },
  { key: 'local', path: '/local-news/', icon: 'lucide:locate-fixed', ready: true },
];

export const PLAN_SECTIONS: readonly Section[] = [
  { key: 'trips', path: '/schedule-reference/', icon: 'lucide:route', ready: true },
  { key: 'myTrips', path: '/my-trips/', icon: 'lucide:luggage', ready: true },
  { key: 'booking', path: '/booking-hotel/', icon: 'lucide:hotel', ready: true },
  { key: 'sim', path: '/sim-travel/', icon: 'lucide:smartphone', ready: false },
  { key: 'data', path: '/package-data/', icon: 'lucide:wifi', ready: false },
  { key: 'moments', path: '/moments/', icon: 'lucide:camera', primary: true, ready: true },
];

export const INFO_PAGES = [
  { key: 'practical', path: '/practical/' },
  { key: 'privacy', path: '/about-privacy/' },
  { key: 'operating', path: '/about-operating/' },
] as const;

/** Sections whose pages exist. */
export const readySections = (sections: readonly Section[]): Section[] => sections.filter((s) => s.ready);
