import { WEEKDAYS, type Hours, type OpeningPeriod } from './place-facts.ts';

/*
 * A place's hours as schema.org `openingHoursSpecification` (decision 0095): one specification per
 * stretch, with its days; a season adds its own stretches, valid in the current year's dates of
 * that season, and a season closed for maintenance is a specification whose opens and closes are
 * both 00:00, which schema.org reads as closed. Open at all hours is 00:00–23:59 every day; hours
 * that vary have no specification (a search engine should not show any).
 */

const DAY_URL = (day: (typeof WEEKDAYS)[number]) => `https://schema.org/${day.charAt(0).toUpperCase()}${day.slice(1)}`;

type Specification = Record<string, unknown>;

const specifications = (periods: readonly OpeningPeriod[], valid: Specification = {}): Specification[] =>
  periods.map((period) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: period.days.map(DAY_URL),
    opens: period.opens,
    closes: period.closes,
    ...valid,
  }));

/** The specifications of `hours`, seasons dated in `year` (a season over the new year ends in the next). */
export function openingHoursSpecification(hours: Hours, year: number): Specification[] | undefined {
  if (hours.kind === 'varies') return undefined;
  if (hours.kind === 'always') return specifications([{ days: [...WEEKDAYS], opens: '00:00', closes: '23:59' }]);
  const seasons = (hours.seasons ?? []).flatMap((season) => {
    const validThrough = `${season.to < season.from ? year + 1 : year}-${season.to}`;
    const valid = { validFrom: `${year}-${season.from}`, validThrough };
    return season.weekly
      ? specifications(season.weekly, valid)
      : specifications([{ days: [...WEEKDAYS], opens: '00:00', closes: '00:00' }], valid);
  });
  return [...specifications(hours.weekly), ...seasons];
}
