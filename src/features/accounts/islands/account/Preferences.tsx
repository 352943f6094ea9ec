import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { api } from '#lib/api/client.ts';
import type { userCalls } from '../../contract.ts';
import { COLOR_MODES, type ColorMode } from '#lib/color-mode.ts';
import { serializeLangCookie } from '#lib/i18n/lang-cookie.ts';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '#lib/i18n/locales.ts';
import { $colorMode, setColorMode } from '#stores/color-mode.ts';
import { setUserInfo } from '#stores/user-info.ts';
import { toast } from '#stores/toasts.ts';
import { FormError } from '../login/Field.tsx';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import { useSubmit } from '../login/use-submit.ts';

interface Props {
  t: IslandTranslate;
  locale: Locale;
  paths: Record<Locale, string>;
}

/**
 * Language and colour mode, saved with the account (/user/update) and applied here at once: the
 * colour mode through its store, the language by the `lang` cookie and this page in that language.
 */
export function Preferences({ t, locale, paths }: Props) {
  const id = useId();
  const form = useSubmit(t);
  // The mode in force in this browser (the header's switch may have changed it since the account
  // saved one), never a saved value the page is not showing (decision 0034).
  const mode = useStore($colorMode);

  const save = (change: { language?: Locale; colorMode?: ColorMode }, after: () => void) =>
    void form.run(async () => {
      const { user: saved } = await api.call<(typeof userCalls)['update']>('POST /user/update', change, { auth: true });
      setUserInfo(saved);
      after();
    });

  return (
    <div className="account-form">
      <div className="account-field">
        <label htmlFor={`${id}-language`}>{t('user.prefs.language')}</label>
        <select
          id={`${id}-language`}
          value={locale}
          disabled={form.busy}
          onChange={(event) => {
            const language = event.target.value;
            if (!isLocale(language)) return;
            save({ language }, () => {
              document.cookie = serializeLangCookie(language, {
                crossOrigin: import.meta.env.PUBLIC_COOKIE_CROSS_ORIGIN === 'true',
              });
              location.assign(paths[language]);
            });
          }}
        >
          {LOCALES.map((l) => (
            <option key={l} value={l} lang={l}>
              {LOCALE_NAMES[l]}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="account-choices">
        <legend>{t('user.prefs.colorMode')}</legend>
        {COLOR_MODES.map((m) => (
          <label key={m}>
            <input
              type="radio"
              name={`${id}-mode`}
              value={m}
              checked={mode === m}
              disabled={form.busy}
              onChange={() => {
                setColorMode(m);
                save({ colorMode: m }, () =>
                  toast({ title: t('user.prefs.saved'), color: 'success', icon: 'success' }),
                );
              }}
            />
            {t(`user.prefs.colorMode.${m}`)}
          </label>
        ))}
      </fieldset>
      <FormError message={form.errors.form ?? form.errors.language ?? form.errors.colorMode} />
    </div>
  );
}
