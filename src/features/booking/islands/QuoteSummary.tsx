import type { Quote } from '../contract.ts';
import { formatDay } from '#lib/format-date.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { Money } from './Money.tsx';

/** The itemised price held with the order: each line (taxes and fees are lines of their own), then the total. */
export function QuoteSummary({ quote, t, locale }: { quote: Quote; t: IslandTranslate; locale: Locale }) {
  return (
    <table className="booking-quote" data-testid="quote">
      <caption>{t('quote.title')}</caption>
      <tbody>
        {quote.lines.map((line, index) => (
          <tr key={`${line.code}-${line.flight ?? ''}-${line.day ?? ''}-${index}`}>
            <th scope="row">
              {t(`line.${line.code}`)}
              {line.flight && ` · ${line.flight}`}
              {line.day && ` · ${formatDay(line.day, locale)}`}
              {line.quantity > 1 && ` × ${line.quantity}`}
            </th>
            <td>
              <Money amount={line.amount} locale={locale} />
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('quote.total')}</th>
          <td data-testid="quote-total">
            <Money amount={quote.total} locale={locale} />
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
