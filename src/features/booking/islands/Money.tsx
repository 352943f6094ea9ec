import type { Locale } from '#lib/i18n/locales.ts';
import { approximateForeign, formatVnd } from '#lib/money.ts';

/** A VND amount in the visitor's locale, with the approximate USD or CNY amount for en and zh. */
export function Money({ amount, locale }: { amount: number; locale: Locale }) {
  const foreign = approximateForeign(amount, locale);
  return (
    <span className="money">
      <span className="money__vnd">{formatVnd(amount, locale)}</span>
      {foreign && <span className="money__foreign"> ({foreign})</span>}
    </span>
  );
}
