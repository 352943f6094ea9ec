import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import { openLoginPopup } from '#stores/auth.ts';
import { GuestPhone } from './GuestPhone.tsx';

/**
 * The two ways in for a signed-out buyer, wherever the engine needs to know who asks (checkout, an
 * order, the top-up history): the account (the login popup) or a phone number proved by an SMS
 * code. `note` says why they are asked; `refused` when a call was answered SIGN_IN_REQUIRED.
 */
export function SignInOrPhone({ t, note, refused = false }: { t: IslandTranslate; note: string; refused?: boolean }) {
  return (
    <>
      {refused ? (
        <p role="alert" className="booking-error">
          {note}
        </p>
      ) : (
        <p>{note}</p>
      )}
      <button type="button" className="button button--ghost" onClick={openLoginPopup}>
        {t('buyer.signIn')}
      </button>
      <GuestPhone t={t} />
    </>
  );
}
