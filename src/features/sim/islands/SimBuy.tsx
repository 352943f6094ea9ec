import type { simCalls } from '../contract.ts';
import { useEffect, useState, type SubmitEvent } from 'react';
import type { BookingItem } from '#features/booking/contract.ts';
import { api } from '#lib/api/client.ts';
import { formatDay } from '#lib/format-date.ts';
import type { IslandStrings } from '#lib/i18n/island-strings.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { Checkout } from '#features/booking/islands/Checkout.tsx';
import { useBookingIsland } from '#features/booking/islands/use-booking-island.ts';
import { DeviceCheck, type DeviceBrand } from './DeviceCheck.tsx';
import '#features/booking/islands/booking.css';
import './sim.css';

interface Props {
  strings: IslandStrings;
  locale: Locale;
  prefix: string;
  sim: { id: string; type: 'physical' | 'esim'; registration: boolean; name: string };
  /** Airports with a pickup counter: code and the words for it in this language. */
  airports: { code: string; label: string }[];
  /** eSIM only: the known eSIM-capable phones. */
  devices: DeviceBrand[];
  /** The SIMs one order buys (1 for an eSIM: one profile, one phone). */
  maxQuantity: number;
}

/**
 * A SIM product page's buy form (decision 0040): the day, how the SIM reaches the buyer (airport
 * counter with the arriving flight, hotel delivery, or an eSIM after a device check), the passports
 * the carrier registers, then the booking checkout (hold, quote, payment) and the order page.
 */
export default function SimBuy({ strings, locale, prefix, sim, airports, devices, maxQuantity }: Props) {
  const { t, methods } = useBookingIsland(locale, strings);
  const [item, setItem] = useState<BookingItem | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [method, setMethod] = useState<'airport' | 'hotel'>('airport');
  const [retentionDays, setRetentionDays] = useState<number | null>(null);
  useEffect(() => {
    if (!sim.registration) return;
    api
      .call<typeof simCalls.terms>('GET /sim/terms', {})
      .then((terms) => setRetentionDays(terms.passportRetentionDays))
      .catch(() => undefined);
  }, [sim.registration]);

  // An eSIM is issued the moment it is paid, so it needs an online method (checkout offers only those).
  const cannotPay = sim.type === 'esim' && methods.every((method) => method === 'payLater');

  function next(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const passports = sim.registration
      ? Array.from({ length: quantity }, (_, index) => ({
          name: text(`passportName${index}`),
          number: text(`passportNumber${index}`),
        }))
      : undefined;
    setItem({
      kind: 'sim',
      sim: sim.id,
      date: text('date'),
      quantity,
      delivery:
        sim.type === 'esim'
          ? { method: 'esim' }
          : method === 'airport'
            ? { method: 'airport', airport: text('airport'), flight: text('flight') }
            : { method: 'hotel', hotel: text('hotel') },
      ...(passports ? { passports } : {}),
    });
  }

  return (
    <>
      {item && (
        <Checkout
          item={item}
          travellers={0}
          title={item.kind === 'sim' ? `${sim.name} · ${formatDay(item.date, locale)}` : sim.name}
          t={t}
          locale={locale}
          prefix={prefix}
          methods={methods}
          onBack={() => setItem(null)}
        />
      )}
      <section className="booking-card" aria-labelledby="sim-buy-title" hidden={item !== null}>
        <h2 id="sim-buy-title">{t('buy.title')}</h2>
        <form className="booking-form" onSubmit={next}>
          {sim.type === 'esim' && <DeviceCheck devices={devices} t={t} />}
          <label>
            {t(sim.type === 'esim' ? 'buy.dateEsim' : 'buy.datePhysical')}
            <input name="date" type="date" required />
          </label>
          {maxQuantity > 1 && (
            <label>
              {t('buy.quantity')}
              <input
                type="number"
                min={1}
                max={maxQuantity}
                value={quantity}
                onChange={(event) => setQuantity(Math.min(maxQuantity, Math.max(1, Number(event.target.value) || 1)))}
              />
            </label>
          )}
          {sim.type === 'physical' && (
            <fieldset>
              <legend>{t('buy.delivery')}</legend>
              {(['airport', 'hotel'] as const).map((choice) => (
                <label key={choice} className="booking-choice">
                  <input
                    type="radio"
                    name="method"
                    value={choice}
                    checked={method === choice}
                    onChange={() => setMethod(choice)}
                  />
                  {t(`buy.${choice}`)}
                </label>
              ))}
              {method === 'airport' ? (
                <>
                  <label>
                    {t('buy.airportChoose')}
                    <select name="airport" required>
                      {airports.map((airport) => (
                        <option key={airport.code} value={airport.code}>
                          {airport.label}
                        </option>
                      ))}
                    </select>
                  </label>
                  <label>
                    {t('buy.flight')}
                    <input
                      name="flight"
                      required
                      maxLength={12}
                      autoCapitalize="characters"
                      aria-describedby="sim-flight-hint"
                    />
                  </label>
                  <p id="sim-flight-hint" className="booking-hint">
                    {t('buy.flightHint')}
                  </p>
                </>
              ) : (
                <label>
                  {t('buy.hotelName')}
                  <input name="hotel" required minLength={3} maxLength={200} autoComplete="street-address" />
                </label>
              )}
            </fieldset>
          )}
          {sim.registration && (
            <fieldset>
              <legend>{t('buy.passports')}</legend>
              {retentionDays !== null && (
                <p className="booking-hint">{t('buy.passportHint', { days: retentionDays })}</p>
              )}
              {Array.from({ length: quantity }, (_, index) => (
                <div key={index} className="sim-passport">
                  <label>
                    {t('buy.passportName', { number: index + 1 })}
                    <input
                      name={`passportName${index}`}
                      required
                      maxLength={60}
                      autoCapitalize="characters"
                      autoComplete={index === 0 ? 'name' : 'off'}
                    />
                  </label>
                  <label>
                    {t('buy.passportNumber', { number: index + 1 })}
                    <input
                      name={`passportNumber${index}`}
                      required
                      maxLength={12}
                      autoCapitalize="characters"
                      autoComplete="off"
                    />
                  </label>
                </div>
              ))}
            </fieldset>
          )}
          {cannotPay ? (
            <p className="booking-error" role="alert">
              {t('buy.esimNeedsOnline')}
            </p>
          ) : (
            <button type="submit" className="button button--primary">
              {t('buy.continue')}
            </button>
          )}
        </form>
      </section>
    </>
  );
}
