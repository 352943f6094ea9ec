import type { CancellationTerms } from '../contract.ts';
import { termsNow } from '../cancellation-terms.ts';
import { formatVnd } from '#lib/money.ts';
import { formatMoment } from '#lib/format-date.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import type { Locale } from '#lib/i18n/locales.ts';

interface Props {
  terms: CancellationTerms;
  t: IslandTranslate;
  locale: Locale;
  /** On a result: one line (free until when, a share back, or non-refundable). */
  compact?: boolean;
}

/** What a fare allows for changes, or nothing for what is not a flight. */
function ChangeRule({ fee, t, locale }: { fee: number | null | undefined; t: IslandTranslate; locale: Locale }) {
  if (fee === undefined) return null;
  if (fee === null) return <span>{t('terms.changeNone')}</span>;
  if (fee === 0) return <span>{t('terms.changeFree')}</span>;
  return <span>{t('terms.changeFee', { fee: formatVnd(fee, locale) })}</span>;
}

/**
 * An offer's or order's cancellation terms (decision 0078), the deadline in the reader's own time
 * zone and language. Rendered in the browser only (the booking islands are client-only), so the
 * time zone is the visitor's.
 */
export function TermsNote({ terms, t, locale, compact = false }: Props) {
  const now = termsNow(terms, new Date());
  const time = terms.freeUntil ? formatMoment(terms.freeUntil, locale) : '';
  const headline =
    now === 'free'
      ? t('terms.freeUntil', { time })
      : now === 'partial'
        ? t('terms.partialNow', { percent: terms.refundPercentAfter })
        : t('terms.nonRefundable');
  if (compact)
    return (
      <span className={`booking-terms booking-terms--${now}`} data-testid="terms" data-terms={now}>
        {headline}
        {terms.changeFee !== undefined && (
          <>
            {' · '}
            <ChangeRule fee={terms.changeFee} t={t} locale={locale} />
          </>
        )}
      </span>
    );
  return (
    <div className={`booking-terms booking-terms--${now}`} data-testid="terms" data-terms={now}>
      <strong>{headline}</strong>
      {now !== 'free' && terms.freeUntil && <span>{t('terms.freeEnded', { time })}</span>}
      {now === 'free' && (
        <span>
          {terms.refundPercentAfter > 0
            ? t('terms.partialAfter', { percent: terms.refundPercentAfter })
            : t('terms.nonRefundableAfter')}
        </span>
      )}
      <ChangeRule fee={terms.changeFee} t={t} locale={locale} />
      {terms.freeUntil && <span className="booking-hint">{t('terms.yourTime')}</span>}
    </div>
  );
}

/**
 * Before confirming: a booking already past its free cancellation says what cancelling would cost,
 * in words above the pay button, so nobody buys a non-refundable stay without knowing.
 */
export function TermsWarning({ terms, t }: { terms: CancellationTerms; t: IslandTranslate }) {
  const now = termsNow(terms, new Date());
  if (now === 'free') return null;
  return (
    <p className="booking-warning" data-testid="terms-warning">
      {now === 'partial' ? t('terms.warnPartial', { percent: terms.refundPercentAfter }) : t('terms.warnNonRefundable')}
    </p>
  );
}
