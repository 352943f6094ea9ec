/**
 * What the home page features. "Trending" is an editor's pick until engagement data exists
 * (comments, likes and reviews arrive with the engagement issue); slugs not in the catalogue are
 * skipped, so an editor can change this list without breaking a build.
 */
export const FEATURED_REGIONS = ['ha-noi', 'quang-ninh', 'lao-cai', 'hue', 'da-nang', 'ho-chi-minh'] as const;

export const TRENDING_PLACES = [
  'vinh-ha-long',
  'pho-co-hoi-an',
  'sa-pa',
  'trang-an',
  'dai-noi-hue',
  'phong-nha-ke-bang',
  'phu-quoc',
  'cho-noi-cai-rang',
] as const;

export const LATEST_NEWS_COUNT = 4;
