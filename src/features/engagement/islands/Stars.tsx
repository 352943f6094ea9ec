import { useId } from 'react';
import { useEngagement } from './context.ts';

/** A rating shown as five stars, read out as "4.5 out of 5". */
export function Stars({ value }: { value: number }) {
  const { t } = useEngagement();
  return (
    <span className="eng-stars" role="img" aria-label={t('rating.outOf', { value })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className={value >= n - 0.25 ? 'eng-star eng-star--on' : 'eng-star'} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}

interface InputProps {
  value: number;
  onChange: (value: number) => void;
  error?: string;
}

/** Choosing 1 to 5 stars: a radio group, so arrows, Tab and screen readers work as for any. */
export function StarInput({ value, onChange, error }: InputProps) {
  const { t } = useEngagement();
  const name = useId();
  return (
    <fieldset className="eng-star-input" aria-describedby={error ? `${name}-error` : undefined}>
      <legend>{t('reviews.ratingLegend')}</legend>
      {[1, 2, 3, 4, 5].map((n) => (
        <label key={n} className={value >= n ? 'eng-star eng-star--on' : 'eng-star'}>
          <input
            type="radio"
            name={name}
            value={n}
            checked={value === n}
            onChange={() => onChange(n)}
            className="visually-hidden"
          />
          <span aria-hidden="true">★</span>
          <span className="visually-hidden">{t('reviews.star', { count: n })}</span>
        </label>
      ))}
      {error && (
        <p id={`${name}-error`} className="eng-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
