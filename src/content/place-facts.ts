import { z } from 'astro/zod';

/*
 * The practical facts every place carries (docs/editorial.md, "Place fields"): what a visit costs,
 * how long it takes, when to go and when this was last checked are data, the same in every
 * locale; the cost note, accessibility and traps are written per locale.
 */

/** A required field's message when it is absent: what to write, with an example. */
const required = (what: string) => ({
  error: (issue: { input: unknown }) =>
    issue.input === undefined ? `required: ${what} (see docs/editorial.md, "Place fields")` : undefined,
});

const range = (unit: string, min: number, max: number, example: string) =>
  z
    .object(
      { min: z.number().int().min(min).max(max), max: z.number().int().min(min).max(max) },
      required(`${unit}, e.g. ${example}`),
    )
    .refine((value) => value.min <= value.max, { error: 'min must not be above max' });

export const cost = range(
  'the admission or typical spend per adult in VND',
  0,
  200_000_000,
  'cost: { min: 40000, max: 60000 } or { min: 0, max: 0 } when free',
);

export const timeNeeded = range('the minutes a visit usually takes', 15, 1440, 'timeNeeded: { min: 60, max: 180 }');

export const bestMonths = z
  .array(z.number().int().min(1).max(12), required('the best months, e.g. bestMonths: [10, 11, 12, 1, 2, 3]'))
  .min(1)
  .max(12)
  .refine((months) => months.every((month, i) => i === 0 || month > (months[i - 1] ?? 0)), {
    error: 'list the months in ascending order, each once',
  });

export const checked = z.coerce.date(required('the date these facts were last checked, e.g. checked: 2026-11-20'));

export const costNote = z.string().min(3).max(160).optional();
export const accessibility = z
  .string(required('steps, slopes, boats and what a wheelchair or pram can reach'))
  .min(10)
  .max(240);
export const traps = z
  .array(z.string().min(5).max(200), required('1 to 4 avoid-the-traps tips, e.g. traps: ["…"]'))
  .min(1)
  .max(4);

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * The days of the week a place is closed every week (a museum's Monday): the itinerary check
 * refuses a plan that cannot avoid them and a stop whose tip does not warn about them. Left out
 * when the place opens every day or its closures are not known.
 */
export const closedOn = z
  .array(z.enum(WEEKDAYS))
  .min(1)
  .max(6)
  .refine(
    (days) => days.map((day) => WEEKDAYS.indexOf(day)).every((n, i, order) => i === 0 || n > (order[i - 1] ?? 7)),
    { error: 'list the days from Monday to Sunday, each once' },
  )
  .optional();

/** The facts that must be identical in vi, en and zh (the localized loader compares them). */
export const SHARED_PLACE_FACTS = ['cost', 'timeNeeded', 'bestMonths', 'checked', 'closedOn'] as const;

/** Fields an editor may leave out; the build lists the places that lack them. */
export const OPTIONAL_PLACE_FACTS = ['costNote'] as const;

/**
 * The price level that a cost range falls in, by its upper end: 0 free, 1 up to 200,000 VND,
 * 2 up to 1,000,000, 3 up to 4,000,000, 4 above (a night in a luxury hotel, a cave expedition).
 * priceLevel on a card and the cost range on the page must tell the same story.
 */
export function priceLevelForCost(maxVnd: number): 0 | 1 | 2 | 3 | 4 {
  if (maxVnd === 0) return 0;
  if (maxVnd <= 200_000) return 1;
  if (maxVnd <= 1_000_000) return 2;
  if (maxVnd <= 4_000_000) return 3;
  return 4;
}
