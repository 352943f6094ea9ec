import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import type { TranslateInput, TranslationView } from '../contract.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import { LOCALE_TAGS, isLocale, type Locale } from '#lib/i18n/locales.ts';
import { $userInfo } from '#stores/user-info.ts';
import { useHydrated } from '#islands/use-hydrated.ts';
import { translationApi } from './translation-api.ts';
import './translation.css';

interface Props {
  original: TranslateInput;
  text: string;
  /** The text's language as detected when written; null where it could not be told. */
  language: string | null;
  /** A translation into the page's language stored already (shown without a call). */
  translation: TranslationView | null;
  locale: Locale;
  t: IslandTranslate;
  /** The paragraph's class, so a post's page and a comment keep their own look. */
  className: string;
}

/**
 * A post's text or a comment, with "See translation" where it is written in another language than
 * the page's (decision 0093). The translation shows beside the original's place, said to be a
 * machine's, and "See original" brings the words back; beside a translation, a signed-in reader
 * may choose to have every such text translated at once, kept on their account. Strings: `translation.*` of the
 * engagement namespace.
 */
export function TranslatedText({ original, text, language, translation, locale, t, className }: Props) {
  const hydrated = useHydrated();
  const user = useStore($userInfo);
  const always = hydrated && user?.alwaysTranslate === true;
  const [stored, setStored] = useState(translation);
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const labelId = useId();
  const offered = text.trim() !== '' && isLocale(language) && language !== locale;

  async function show() {
    setFailed(false);
    if (stored) {
      setShown(true);
      return;
    }
    setBusy(true);
    try {
      setStored(await translationApi.translate(original));
      setShown(true);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  // The box follows the click at once; the account's answer then decides.
  const [choosing, setChoosing] = useState<boolean>();
  async function choose(always: boolean) {
    setChoosing(always);
    try {
      await translationApi.setAlwaysTranslate(always);
    } catch {
      setFailed(true);
    } finally {
      setChoosing(undefined);
    }
  }

  // "Always translate": shown translated from the start, once the session is known.
  useEffect(() => {
    if (offered && always) void show();
    // Only a change of the preference asks again; `show` reads the latest state itself.
  }, [offered, always]);

  if (!offered) return <p className={className}>{text}</p>;
  const translated = shown && stored;
  const from = isLocale(language) ? language : locale;
  return (
    <div className="translated-text">
      <p
        className={className}
        lang={LOCALE_TAGS[translated ? stored.to : from].lang}
        aria-describedby={translated ? labelId : undefined}
      >
        {translated ? stored.text : text}
      </p>
      <div className="translated-text__bar">
        {translated && (
          <p id={labelId} className="translated-text__label">
            {t('translation.label', { language: t(`translation.language.${stored.from}`) })}
            {stored.provider === 'google' ? ` · ${t('translation.provider.google')}` : ''}
            {stored.provider === 'stand-in' ? ` · ${t('translation.standIn')}` : ''}
          </p>
        )}
        <button
          type="button"
          className="translated-text__toggle"
          // Until the island has hydrated, a click would do nothing.
          disabled={busy || !hydrated}
          onClick={() => (translated ? setShown(false) : void show())}
        >
          {busy ? t('translation.loading') : translated ? t('translation.original') : t('translation.see')}
        </button>
        {/* Offered once a translation is read, so a page of comments has no row of checkboxes. */}
        {translated && hydrated && user && (
          <label className="translated-text__always">
            <input
              type="checkbox"
              checked={choosing ?? user.alwaysTranslate === true}
              onChange={(event) => void choose(event.currentTarget.checked)}
            />
            {t('translation.always')}
          </label>
        )}
        {failed && (
          <p className="translated-text__failed" role="status">
            {t('translation.failed')}
          </p>
        )}
      </div>
    </div>
  );
}
