import type { TranslationProvider } from './provider.ts';

/**
 * The default provider, for development, demos and tests: it translates nothing and says so, the
 * original prefixed with the direction ("[zh→vi] 太美了！"), so a stand-in translation can never
 * be taken for a real one.
 */
export const standInTranslationProvider: TranslationProvider = {
  name: 'stand-in',
  translate: (text, from, to) => Promise.resolve(`[${from}→${to}] ${text}`),
};
