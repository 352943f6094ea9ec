import { useState, type ComponentProps } from 'react';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import { Field } from './Field.tsx';

type Props = Omit<ComponentProps<typeof Field>, 'type' | 'adornment'> & { t: IslandTranslate };

/**
 * A password field with a "Show password" toggle: a button whose pressed state says whether the
 * characters are shown (aria-pressed), so a screen reader hears "Show password, toggle button,
 * pressed". On a phone keyboard is where a visitor most needs to check what they typed.
 */
export function PasswordField({ t, ...field }: Props) {
  const [shown, setShown] = useState(false);
  return (
    <Field
      {...field}
      type={shown ? 'text' : 'password'}
      adornment={
        <button
          type="button"
          className="account-field__toggle"
          aria-label={t('login.password.show')}
          title={t('login.password.show')}
          aria-pressed={shown}
          onClick={() => setShown((value) => !value)}
        >
          {/* Lucide's eye, struck through while the characters are shown. */}
          <svg
            viewBox="0 0 24 24"
            width="20"
            height="20"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M2.06 12.35a1 1 0 0 1 0-.7 10.75 10.75 0 0 1 19.88 0 1 1 0 0 1 0 .7 10.75 10.75 0 0 1-19.88 0" />
            <circle cx="12" cy="12" r="3" />
            {shown && <path d="m2 2 20 20" />}
          </svg>
        </button>
      }
    />
  );
}
