import { describe, expect, it } from 'vitest';
import { islandStrings } from '#lib/i18n/island-strings.ts';
import { createIslandTranslator } from '#lib/i18n/island-translator.ts';
import { LOCALES } from '#lib/i18n/locales.ts';

/** What a translated post or comment says of itself (decision 0093), in each of the site's languages. */
describe('translation labels', () => {
  const expected = {
    vi: ['Xem bản dịch', 'Xem bản gốc', 'Bản dịch máy từ tiếng Trung', 'Luôn dịch'],
    en: ['See translation', 'See original', 'Machine translation from Chinese', 'Always translate'],
    zh: ['查看翻译', '查看原文', '机器翻译自越南语', '始终翻译'],
  } as const;
  it.each(LOCALES)('in %s: the buttons, the machine-translation label and the preference', (locale) => {
    const t = createIslandTranslator(locale, islandStrings(locale, 'engagement:translation.'));
    const from = locale === 'zh' ? 'vi' : 'zh';
    expect([
      t('translation.see'),
      t('translation.original'),
      t('translation.label', { language: t(`translation.language.${from}`) }),
      t('translation.always'),
    ]).toEqual(expected[locale]);
    expect(t('translation.standIn')).not.toBe('translation.standIn');
  });
});
