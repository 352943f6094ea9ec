import { launched, SIGN_IN_FEATURES } from '#config/features.ts';
import { featureList } from './feature-list.ts';
import type { Locale } from './locales.ts';

type Translate = (key: string, values?: Record<string, string>) => string;

/**
 * The site's description (the home page's meta description and WebSite JSON-LD): the guides, then
 * only the launched planning and shopping features (decision 0034).
 */
export function siteDescription(locale: Locale, t: Translate): string {
  const offers = featureList(locale, t, 'site.offer.', launched(['trips', 'booking', 'sim', 'data', 'moments']));
  return offers ? `${t('site.description')} ${t('site.offers', { offers })}` : t('site.description');
}

/**
 * What an account is for, in the login popup: comments and reviews, then the launched features.
 * Worded once per translate function (every page carries the popup; decision 0059).
 */
export function loginIntro(locale: Locale, t: Translate): string {
  let intro = loginIntros.get(t);
  if (intro === undefined) {
    const actions = featureList(locale, t, 'account:login.action.', ['comments', ...launched(SIGN_IN_FEATURES)]);
    intro = t('account:login.intro', { actions });
    loginIntros.set(t, intro);
  }
  return intro;
}
const loginIntros = new WeakMap<Translate, string>();
