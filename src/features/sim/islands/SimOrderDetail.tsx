import type { SimOrderView } from '#features/booking/contract.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import { EsimInstall } from './EsimInstall.tsx';
import './sim.css';

/** The delivery to show at the counter or hotel, the registered passports (masked), or the eSIM to install. */
export function SimOrderDetail({
  sim,
  names,
  t,
}: {
  sim: SimOrderView;
  /** The order page's names, with the pickup counters (`simCounter:<code>`, `simHours:<code>`). */
  names: Record<string, string>;
  t: IslandTranslate;
}) {
  const { delivery } = sim;
  return (
    <section className="sim-order" aria-labelledby="sim-order-title">
      <h3 id="sim-order-title">{t('simOrder.sim')}</h3>
      {delivery.method === 'airport' && (
        <p data-testid="sim-pickup">
          {t('simOrder.pickup', {
            counter: names[`simCounter:${delivery.airport}`] ?? delivery.airport,
            hours: names[`simHours:${delivery.airport}`] ?? '',
            flight: delivery.flight,
          })}
        </p>
      )}
      {delivery.method === 'hotel' && (
        <p>{t('simOrder.hotel', { hotel: delivery.hotel, time: names['simHours:hotel'] ?? '' })}</p>
      )}
      {sim.passports.length > 0 && (
        <>
          <h4>{t('simOrder.passports')}</h4>
          <ul className="booking-list" data-testid="sim-passports">
            {sim.passports.map((passport, index) => (
              <li key={index}>
                {passport.name} · {passport.number}
              </li>
            ))}
          </ul>
          {sim.passportsErased && <p className="booking-hint">{t('simOrder.passportsErased')}</p>}
        </>
      )}
      {sim.esim && <EsimInstall esim={sim.esim} t={t} />}
    </section>
  );
}
