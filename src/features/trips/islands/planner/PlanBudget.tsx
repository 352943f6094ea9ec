import { approximateForeignRange, approximationRate, formatVnd, formatVndRange } from '#lib/money.ts';
import { formatDay } from '#lib/format-date.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import type { DayBudget, TripBudget, VndRange } from '#lib/travel/budget.ts';

interface Props {
  budget: TripBudget;
  locale: Locale;
  t: IslandTranslate;
}

/** An amount in đồng, and in en and zh its approximation in the visitor's likely home currency. */
function Amount({ range, locale }: { range: VndRange; locale: Locale }) {
  const foreign = approximateForeignRange(range, locale);
  return (
    <>
      {formatVndRange(range, locale)}
      {foreign && <span className="plan-budget__foreign"> ({foreign})</span>}
    </>
  );
}

const LINES = ['entry', 'food', 'stay', 'transport'] as const;

function Day({ day, n, locale, t }: { day: DayBudget; n: number; locale: Locale; t: IslandTranslate }) {
  const headingId = `budget-day-${n}`;
  const lines = LINES.filter((line) => day[line].max > 0);
  return (
    <li className="plan-budget__day" data-testid="budget-day" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('create.budget.day', { n, date: formatDay(day.date, locale) })}</h3>
      <dl>
        {lines.map((line) => (
          <div key={line}>
            <dt>{t(`create.budget.${line}`)}</dt>
            <dd>
              <Amount range={day[line]} locale={locale} />
            </dd>
          </div>
        ))}
        {day.bookings.length > 0 && (
          <div>
            <dt>{t('create.budget.booked', { count: day.bookings.length, numbers: day.bookings.join(', ') })}</dt>
            <dd>
              <Amount range={{ min: day.booked, max: day.booked }} locale={locale} />
            </dd>
          </div>
        )}
        <div className="plan-budget__total">
          <dt>{t('create.budget.dayTotal')}</dt>
          <dd data-testid="budget-day-total">
            <Amount range={day.total} locale={locale} />
          </dd>
        </div>
      </dl>
      {day.unpriced.length > 0 && (
        <p className="plan-budget__note">{t('create.budget.unpriced', { count: day.unpriced.length })}</p>
      )}
    </li>
  );
}

/**
 * The plan's budget (decision 0087): each day's tickets, meals, nights, rides and bookings, then
 * the trip's total, as ranges in đồng with an approximation in the visitor's currency, labelled.
 */
export function PlanBudget({ budget, locale, t }: Props) {
  const rate = approximationRate(locale);
  return (
    <section className="plan-budget" aria-labelledby="plan-budget-title" data-testid="plan-budget">
      <h2 id="plan-budget-title">{t('create.budget.title')}</h2>
      <p className="plan-budget__note">{t('create.budget.lede')}</p>
      <ol className="plan-budget__days">
        {budget.days.map((day, index) => (
          <Day key={day.date} day={day} n={index + 1} locale={locale} t={t} />
        ))}
      </ol>
      {/* The trip's total is a line of figures, not a heading: a bold paragraph reads as one. */}
      <dl className="plan-budget__trip">
        <dt>{t('create.budget.total')}</dt>
        <dd data-testid="budget-total">
          <Amount range={budget.total} locale={locale} />
        </dd>
      </dl>
      {rate && (
        <p className="plan-budget__note">
          {t('create.budget.approximate', { rate: formatVnd(rate.vndPerUnit, locale) })}
        </p>
      )}
    </section>
  );
}
