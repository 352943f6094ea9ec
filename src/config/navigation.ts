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
}

export const EXPLORE_SECTIONS: readonly Section[] = [
  { key: 'places', path: '/places/', icon: 'lucide:map-pin', primary: true },
  { key: 'regions', path: '/regions/', icon: 'lucide:map', primary: true },
  { key: 'news', path: '/news/', icon: 'lucide:newspaper', primary: true },
  { key: 'videos', path: '/videos/', icon: 'lucide:clapperboard', primary: true },
  { key: 'galleries', path: '/galleries/', icon: 'lucide:images', primary: true },
  { key: 'vr360', path: '/vr-360/', icon: 'lucide:rotate-3d' },
  { key: 'local', path: '/local-news/', icon: 'lucide:locate-fixed' },
];

export const PLAN_SECTIONS: readonly Section[] = [
  { key: 'trips', path: '/schedule-reference/', icon: 'lucide:route' },
  { key: 'myTrips', path: '/my-trips/', icon: 'lucide:luggage' },
  { key: 'booking', path: '/booking-hotel/', icon: 'lucide:hotel' },
  { key: 'sim', path: '/sim-travel/', icon: 'lucide:smartphone' },
  { key: 'data', path: '/package-data/', icon: 'lucide:wifi' },
  { key: 'moments', path: '/moments/', icon: 'lucide:camera', primary: true },
];

export const INFO_PAGES = [
  { key: 'privacy', path: '/about-privacy/' },
  { key: 'operating', path: '/about-operating/' },
] as const;
