import { useMemo } from 'react';
import type { TranslationView } from '../contract.ts';
import type { IslandStrings } from '#lib/i18n/island-strings.ts';
import { createIslandTranslator } from '#lib/i18n/island-translator.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { TranslatedText } from './TranslatedText.tsx';

interface Props {
  postId: string;
  text: string;
  language: string;
  translation: TranslationView | null;
  locale: Locale;
  /** `engagement:translation.` strings. */
  strings: IslandStrings;
}

/** A post's or a reel's caption on its page, translatable (decision 0093). */
export default function PostText({ postId, text, language, translation, locale, strings }: Props) {
  const t = useMemo(() => createIslandTranslator(locale, strings), [locale, strings]);
  return (
    <TranslatedText
      original={{ kind: 'post', id: postId }}
      text={text}
      language={language}
      translation={translation}
      locale={locale}
      t={t}
      className="moment-detail__text"
    />
  );
}
