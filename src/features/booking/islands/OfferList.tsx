import { useId, type ReactNode } from 'react';
import { failureMessage } from '#lib/api/failure-message.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { Money } from './Money.tsx';
import { useResultsInView } from './use-results-in-view.ts';

/**
 * The pieces every booking search result is made of (hotels, their rooms, flights, tickets): one
 * markup and one set of classes, so the three booking pages read and behave alike.
 */

/** What stands in for results not there yet: the reason when the call failed, else "searching". */
export function LoadNotice({ error, t }: { error: unknown; t: IslandTranslate }) {
  return error ? (
    <p role="alert" className="booking-error">
      {failureMessage(error, t)}
    </p>
  ) : (
    <p role="status" className="booking-status">
      {t('search.loading')}
    </p>
  );
}

interface OfferListProps {
  title: string;
  /** Whether the list is empty: it then says that nothing matched. */
  empty: boolean;
  t: IslandTranslate;
  /** Headings below the page's h2 (a hotel's rooms) say so. */
  level?: 2 | 3;
  /** Controls between the title and the list (filters). */
  controls?: ReactNode;
  /** What follows the list (the next page's button). */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * A titled list of offers, or a line saying that nothing matched. A page's results (level 2) come
 * into view after the search that loaded them (`useResultsInView`).
 */
export function OfferList({ title, empty, t, level = 2, controls, footer, children }: OfferListProps) {
  const id = useId();
  const inView = useResultsInView();
  return (
    <section className="booking-results" aria-labelledby={id}>
      {level === 2 ? (
        <h2 id={id} ref={inView} tabIndex={-1}>
          {title}
        </h2>
      ) : (
        <h3 id={id}>{title}</h3>
      )}
      {controls}
      {empty && <p>{t('search.none')}</p>}
      <ul className="booking-list">{children}</ul>
      {footer}
    </section>
  );
}

interface OfferProps {
  name: ReactNode;
  /** A picture above the name (a hotel's), decorative: the name says what it is. */
  media?: ReactNode;
  /** Lines under the name (stars and area, times, opening hours). */
  details: ReactNode[];
  /** The price blocks (`OfferPrice`), one per fare or a single one. */
  children?: ReactNode;
}

/** One result: its name and facts, then its prices. */
export function Offer({ name, media, details, children }: OfferProps) {
  return (
    <li className="booking-offer">
      <div>
        {media}
        <strong>{name}</strong>
        {details.map((detail, index) => (
          <span key={index}>{detail}</span>
        ))}
      </div>
      {children}
    </li>
  );
}

interface OfferPriceProps {
  children: ReactNode;
  /** The button that takes this offer, named for it (several sit on one page). */
  choose?: { text: string; label: string; onClick: () => void };
}

/** An offer's price lines and the button that takes it. */
export function OfferPrice({ children, choose }: OfferPriceProps) {
  return (
    <div className="booking-offer__price">
      {children}
      {choose && (
        <button type="button" className="button button--primary" aria-label={choose.label} onClick={choose.onClick}>
          {choose.text}
        </button>
      )}
    </div>
  );
}

/** An offer's total as the hold will quote it (taxes and fees included), marked for the checks that compare them. */
export function ListedTotal({ amount, locale }: { amount: number; locale: Locale }) {
  return (
    <span data-testid="listed-total">
      <Money amount={amount} locale={locale} />
    </span>
  );
}
