import { isFeature, LAUNCHED } from '#config/features.ts';

/** `<section data-feature="…">` … `</section>`, written on lines of their own in the Markdown. */
const FEATURE_BLOCK = /<section data-feature="([a-zA-Z]+)">([\s\S]*?)<\/section>/g;

/**
 * An information page's HTML with the blocks about features not launched yet taken out, and the
 * others unwrapped (decision 0034). In Markdown a block is a blank-line-separated
 * `<section data-feature="booking">` … `</section>` around ordinary Markdown. An unknown feature
 * name fails the build, so a typo cannot show a promise.
 *
 * @example onlyLaunched('<p>a</p><section data-feature="booking"><p>b</p></section>') // '<p>a</p>'
 */
export function onlyLaunched(html: string): string {
  return html.replace(FEATURE_BLOCK, (_, feature: string, inner: string) => {
    if (!isFeature(feature)) throw new Error(`data-feature="${feature}" names no feature of src/config/features.ts`);
    return LAUNCHED[feature] ? inner : '';
  });
}
