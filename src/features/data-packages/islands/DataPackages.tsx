import { useState } from 'react';
import type { PackageView } from '../contract.ts';
import { ApiCallError } from '#lib/api/client.ts';
import { failureMessage } from '#lib/api/failure-message.ts';
import { dataApi } from '../data-api.ts';
import type { IslandStrings } from '#lib/i18n/island-strings.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { Checkout } from '#features/booking/islands/Checkout.tsx';
import { Money } from '#features/booking/islands/Money.tsx';
import { useBookingIsland, useLoad } from '#features/booking/islands/use-booking-island.ts';
import '#features/booking/islands/booking.css';

interface Props {
  strings: IslandStrings;
  locale: Locale;
  prefix: string;
}

const allowance = (entry: PackageView, t: IslandTranslate) =>
  `${t(entry.per === 'day' ? 'package.perDay' : 'package.total', { gb: entry.dataGb })} · ${t('package.days', { count: entry.days })}`;

/**
 * /package-data under its GET form: the number in `?phone=` is recognised by the API (carrier table
 * on the server), its carrier's packages are listed (another carrier can be chosen for a ported
 * number), and a package goes through the booking checkout as a `data` item.
 */
export default function DataPackages({ strings, locale, prefix }: Props) {
  const { t, query, methods } = useBookingIsland(locale, strings);
  const phone = query.get('phone')?.trim() ?? '';
  const lookup = useLoad(Boolean(phone), () => dataApi.lookup(phone), [phone]);
  const [carrier, setCarrier] = useState<string | null>(null);
  const [chosen, setChosen] = useState<PackageView | null>(null);

  if (!phone) return null;
  if (lookup.loading)
    return (
      <p role="status" className="booking-status">
        {t('lookup.loading')}
      </p>
    );
  if (lookup.error || !lookup.data)
    return (
      <p role="alert" className="booking-error" data-testid="lookup-error">
        {lookup.error instanceof ApiCallError && lookup.error.fields.phone
          ? lookup.error.fields.phone
          : failureMessage(lookup.error, t)}
      </p>
    );

  const found = lookup.data;
  if (chosen)
    return (
      <Checkout
        item={{ kind: 'data', package: chosen.id, phone: found.phone }}
        travellers={0}
        title={t('package.title', { package: chosen.name, phone: found.display })}
        t={t}
        locale={locale}
        prefix={prefix}
        methods={methods}
        onBack={() => setChosen(null)}
      />
    );

  const current = carrier ?? found.carrier.id;
  const carrierName = found.carriers.find((entry) => entry.id === current)?.name ?? current;
  const packages = found.packages.filter((entry) => entry.carrier === current);
  return (
    <section className="booking-results" aria-labelledby="data-packages-title">
      <p data-testid="recognised-carrier" data-carrier={found.carrier.id}>
        {t('lookup.recognised', { phone: found.display, carrier: found.carrier.name })}
      </p>
      <div className="booking-filters">
        <label>
          {t('lookup.carrier')}
          <select value={current} onChange={(event) => setCarrier(event.currentTarget.value)}>
            {found.carriers.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.name}
              </option>
            ))}
          </select>
          <span className="booking-hint">{t('lookup.ported')}</span>
        </label>
      </div>
      <h2 id="data-packages-title">{t('lookup.packages', { carrier: carrierName })}</h2>
      <p className="booking-demo">{t('demo.notice')}</p>
      <ul className="booking-list">
        {packages.map((entry) => (
          <li key={entry.id} className="booking-offer">
            <div>
              <strong>{entry.name}</strong>
              <span>{allowance(entry, t)}</span>
            </div>
            <div className="booking-offer__price">
              <Money amount={entry.price} locale={locale} />
              <button
                type="button"
                className="button button--primary"
                onClick={() => setChosen(entry)}
                aria-label={`${t('package.buy')}: ${entry.name}`}
              >
                {t('package.buy')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
