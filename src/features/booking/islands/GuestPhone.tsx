import { useState, type SubmitEvent } from 'react';
import { api, ApiCallError } from '#lib/api/client.ts';
import { failureMessage } from '#lib/api/failure-message.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import type { bookingCalls } from '../contract.ts';
import { $bookingGuest } from '../booking-guest.ts';

/**
 * Book without an account: the buyer proves a phone number with the usual SMS code and gets the
 * engine's guest token for it (booking/guest/getOtp, verifyOtp).
 */
export function GuestPhone({ t }: { t: IslandTranslate }) {
  const [phone, setPhone] = useState('');
  const [otp, setOtp] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      if (!sent) {
        await api.call<typeof bookingCalls.guestOtp>('POST /booking/guest/getOtp', { phone });
        setSent(true);
      } else {
        $bookingGuest.set(
          await api.call<typeof bookingCalls.guestVerify>('POST /booking/guest/verifyOtp', { phone, otp }),
        );
      }
    } catch (caught) {
      const fields = caught instanceof ApiCallError ? caught.fields : {};
      setError(fields.phone ?? fields.otp ?? failureMessage(caught, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="booking-guest" onSubmit={submit} noValidate>
      <p>{t('buyer.guestIntro')}</p>
      <label>
        {t('buyer.phone')}
        <input
          type="tel"
          name="phone"
          autoComplete="tel"
          inputMode="tel"
          required
          value={phone}
          readOnly={sent}
          onChange={(event) => setPhone(event.target.value)}
        />
      </label>
      {sent && (
        <label>
          {t('buyer.code')}
          <input
            name="otp"
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="\d{6}"
            maxLength={6}
            required
            value={otp}
            onChange={(event) => setOtp(event.target.value.replace(/\D/g, ''))}
          />
        </label>
      )}
      {error && (
        <p className="booking-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--ghost" disabled={busy}>
        {sent ? t('buyer.verify') : t('buyer.sendCode')}
      </button>
    </form>
  );
}
