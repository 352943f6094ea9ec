import { z } from 'astro/zod';

/*
 * The practical facts every place carries (docs/editorial.md, "Place fields"): what a visit costs,
 * how long it takes, when to go and when this was last checked are data, the same in every
 * locale; the cost note, accessibility and traps are written per locale.
 */

/** A required field's message when it is absent: what to write, with an example. */
export const required = (what: string) => ({
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
export const SHARED_PLACE_FACTS = [
  'cost',
  'timeNeeded',
  'bestMonths',
  'checked',
  'closedOn',
  'hours',
  'tickets',
  'gettingThere',
  'foodNearby',
  'crowds',
  'coordinatesApproximate',
] as const;

/**
 * `true` where no source reachable by the editor confirmed the pin (decision 0108): the page says
 * the position is approximate, "Open in maps" searches for the name and address instead of going to
 * the pin, and the JSON-LD gives no coordinates. Left out for a pin checked against a source.
 */
export const coordinatesApproximate = z.literal(true).optional();

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

/*
 * Opening hours and tickets as data (decision 0095): the same in every locale, each group with the
 * source it was checked against and the date, or "unverified" when no source reachable by the
 * editor confirmed it (the page then says "check before you go" instead of "checked on").
 */

/** Where a group of facts was checked: a name, the page's address and the day it was read. */
export const factSource = z.union(
  [
    z.literal('unverified'),
    z.object({
      name: z.string().min(3).max(120),
      // Cited, not loaded: official pages still served over http are accepted as they are.
      url: z.url({ protocol: /^https?$/ }),
      checked: z.coerce.date(),
    }),
  ],
  required('the source of these facts, { name, url, checked }, or "unverified" when none confirmed them'),
);
export type FactSource = z.infer<typeof factSource>;

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
export const clockTime = z.string().regex(CLOCK, { error: 'write the time as HH:MM (24-hour clock)' });

/** "HH:MM" as minutes after midnight. */
export const clockMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const inWeekOrder = (days: readonly Weekday[]) =>
  days.map((day) => WEEKDAYS.indexOf(day)).every((n, i, order) => i === 0 || n > (order[i - 1] ?? 7));

/**
 * One stretch of opening on some days of the week: a lunch break is two stretches on the same
 * days (08:00–11:30 and 13:30–17:00). Closing at or before opening is refused: no place here stays
 * open past midnight on a schedule, and those open at all hours say so with `kind: "always"`.
 */
const openingPeriod = z
  .object({
    days: z
      .array(z.enum(WEEKDAYS))
      .min(1)
      .max(7)
      .refine(inWeekOrder, { error: 'list the days from Monday to Sunday, each once' }),
    opens: clockTime,
    closes: clockTime,
  })
  .refine((period) => clockMinutes(period.closes) > clockMinutes(period.opens), {
    error: 'closes must be after opens',
  });
export type OpeningPeriod = z.infer<typeof openingPeriod>;

const weekly = z
  .array(openingPeriod)
  .min(1)
  .max(14)
  .refine(
    (periods) =>
      WEEKDAYS.every((day) => {
        const today = periods
          .filter((period) => period.days.includes(day))
          .sort((a, b) => clockMinutes(a.opens) - clockMinutes(b.opens));
        return today.every((period, i) => {
          const before = today[i - 1];
          return !before || clockMinutes(period.opens) >= clockMinutes(before.closes);
        });
      }),
    { error: 'two stretches of the same day overlap' },
  );

const monthDay = z.string().regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: 'write the day as MM-DD' });

/**
 * A part of the year with other hours (a summer timetable), or closed (`weekly` left out) for
 * maintenance, from one MM-DD to another, both included; a season may run over the new year.
 */
const season = z.object({ from: monthDay, to: monthDay, weekly: weekly.optional() });

export const hours = z.discriminatedUnion(
  'kind',
  [
    /** Open at all hours: a beach, a landscape, a hotel's reception, an airport. */
    z.object({ kind: z.literal('always'), source: factSource }),
    /** No fixed hours a visitor can plan on (a market's loose hours, boats that run with the weather). */
    z.object({ kind: z.literal('varies'), source: factSource }),
    z.object({
      kind: z.literal('scheduled'),
      weekly,
      /** The last time a visitor is let in, when it is earlier than closing. */
      lastEntry: clockTime.optional(),
      seasons: z.array(season).min(1).max(6).optional(),
      source: factSource,
    }),
  ],
  required(
    'the opening hours, e.g. hours: { kind: "scheduled", weekly: [{ days: [...], opens: "08:00", closes: "17:00" }], source: "unverified" }',
  ),
);
export type Hours = z.infer<typeof hours>;

/** The weekdays a schedule opens on. */
export const openDays = (periods: readonly OpeningPeriod[]): Weekday[] =>
  WEEKDAYS.filter((day) => periods.some((period) => period.days.includes(day)));

/** One price in VND, or a range [low, high] where it depends on the day, the season or the seat. */
export const vnd = z.union([
  z.number().int().min(0).max(200_000_000),
  z
    .tuple([z.number().int().min(0).max(200_000_000), z.number().int().min(0).max(200_000_000)])
    .refine(([low, high]) => low < high, { error: 'a range goes from the lower price to the higher' }),
]);
export type Vnd = z.infer<typeof vnd>;

/** The lower and upper end of a price. */
export const vndRange = (price: Vnd) =>
  typeof price === 'number' ? { min: price, max: price } : { min: price[0], max: price[1] };

/** What a visitor may pay for beyond the entry (the labels are in locales/guides/<locale>.json). */
export const TICKET_EXTRAS = [
  'boat',
  'cableCar',
  'eCart',
  'shuttle',
  'jeep',
  'raft',
  'bike',
  'lift',
  'train',
  'guide',
  'nightTour',
  'combo',
  'show',
  'meal',
  'parking',
] as const;

export const PAYMENT_MEANS = ['cash', 'card', 'qr', 'alipay', 'wechat'] as const;

const extra = z.object({
  what: z.enum(TICKET_EXTRAS),
  /** Left out where the page knows an extra is paid but not its price. */
  vnd: vnd.optional(),
});

const paying = {
  extras: z.array(extra).min(1).max(8).optional(),
  /** How the ticket office takes money; left out where no source says. */
  pay: z.array(z.enum(PAYMENT_MEANS)).min(1).max(5).optional(),
  source: factSource,
};

export const tickets = z.discriminatedUnion(
  'admission',
  [
    /** Entry costs nothing; extras may not. */
    z.object({ admission: z.literal('free'), ...paying }),
    /** Not a sight with an entry (a restaurant, a hotel, an airport): the cost line is what a visitor spends. */
    z.object({ admission: z.literal('none'), source: factSource }),
    z.object({
      admission: z.literal('ticketed'),
      adult: vnd,
      child: vnd.optional(),
      /** Where foreigners and Vietnamese pay different prices: `adult` is then left to the local price. */
      foreigner: vnd.optional(),
      ...paying,
    }),
  ],
  required(
    'the tickets, e.g. tickets: { admission: "ticketed", adult: 100000, source: "unverified" } or { admission: "free", source: … }',
  ),
);
export type Tickets = z.infer<typeof tickets>;

/**
 * A weekly schedule and `closedOn` tell one story: the days no stretch covers are exactly the
 * closing days. Hours open at all times or that vary leave `closedOn` to say what is known.
 */
export function closedOnAgreesWithHours(place: { hours: Hours; closedOn?: readonly Weekday[] | undefined }): boolean {
  if (place.hours.kind !== 'scheduled') return true;
  const open = openDays(place.hours.weekly);
  const closed = WEEKDAYS.filter((day) => !open.includes(day));
  return closed.join() === (place.closedOn ?? []).join();
}

/*
 * Food nearby (issue 39): two or three places to eat near a sight, as data shared by the three
 * locales like hours and tickets. A place to eat is named only where it is a real, long-lived
 * venue; otherwise it is the market, food street or town centre where food is sold, which is a
 * true place to eat. Dishes are a vocabulary (the names are in locales/guides/<locale>.json,
 * "plan.dish.*"), so the data carries no words of any language but proper nouns.
 */

/** What kind of place to eat a spot is; only `restaurant` names a venue. */
export const FOOD_SPOT_KINDS = ['restaurant', 'market', 'nightMarket', 'foodStreet', 'stalls', 'town'] as const;
export type FoodSpotKind = (typeof FOOD_SPOT_KINDS)[number];

/** How the minutes to a spot are counted. */
export const FOOD_SPOT_MODES = ['walk', 'car', 'boat'] as const;

/** The dishes a spot is known for (labels in locales/guides/<locale>.json, "plan.dish.<key>"). */
export const DISHES = [
  'pho',
  'phoCuon',
  'phoChua',
  'phoKho',
  'bunCha',
  'bunBoHue',
  'bunCa',
  'bunChaCa',
  'bunNuocLeo',
  'bunThitNuong',
  'bunQuay',
  'banhCuon',
  'banhMi',
  'banhXeo',
  'banhKhot',
  'banhCan',
  'banhTrangNuong',
  'banhTrangPhoiSuong',
  'banhTom',
  'banhPia',
  'banhDaCua',
  'chaCa',
  'chaMuc',
  'caoLau',
  'miQuang',
  'miVitTiem',
  'dimSum',
  'comGa',
  'comHen',
  'comTam',
  'comLam',
  'crispyRice',
  'comBinhDan',
  'xoi',
  'huTieu',
  'chaoCanh',
  'chaoLuon',
  'nemNuong',
  'nemChua',
  'goiLa',
  'goiToi',
  'vitQuay',
  'thangCo',
  'thitTrauGacBep',
  'grilledMeat',
  'grilledFish',
  'paPinhTop',
  'mountainGoat',
  'boTo',
  'caTaiTuong',
  'lauMam',
  'lauCaLinh',
  'lauCaHoi',
  'seafood',
  'vegetarian',
  'buffet',
  'frenchCuisine',
  'vietnameseCuisine',
  'che',
  'fruit',
  'coconut',
  'coffee',
  'eggCoffee',
  'greenTea',
] as const;

const foodSpot = z.object({
  /** A proper noun, the same in every locale: the venue, market, street or town, as Vietnamese write it. */
  name: z.string().min(2).max(80),
  kind: z.enum(FOOD_SPOT_KINDS),
  dish: z.enum(DISHES),
  /** What one person usually spends there. */
  vnd,
  /** How far from the sight; 0 when the food is sold at the sight itself. */
  minutes: z.number().int().min(0).max(120),
  by: z.enum(FOOD_SPOT_MODES),
});
export type FoodSpot = z.infer<typeof foodSpot>;

export const foodNearby = z.object(
  {
    spots: z
      .array(foodSpot)
      .min(2)
      .max(3)
      .refine((spots) => new Set(spots.map((spot) => spot.name)).size === spots.length, {
        error: 'name each place to eat once',
      }),
    source: factSource,
  },
  required(
    'two or three places to eat near the sight, e.g. foodNearby: { source: "unverified", spots: [{ name: "Chợ Đông Ba", kind: "market", dish: "bunBoHue", vnd: [30000, 60000], minutes: 10, by: "walk" }, …] }; name a restaurant only where it is real and long-lived, otherwise the market, food street or town where food is sold',
  ),
);
export type FoodNearby = z.infer<typeof foodNearby>;

/*
 * When to go and how crowded it gets (issue 39): language-free, the words in locales/guides/<locale>.json
 * (`crowds.*`), with a source or "unverified" like hours and tickets. The holiday calendar page
 * (src/content/holidays.ts) gives the dates the `holidays` and `tet` values refer to.
 */

/**
 * Times of day. The spans are clock times shown in the reader's locale; `sunrise`, `atOpening`,
 * `beforeClosing` and `night` are words, the last two only for a place with a schedule.
 */
export const TIMES_OF_DAY = [
  'sunrise',
  'atOpening',
  'morning',
  'midday',
  'afternoon',
  'lateAfternoon',
  'evening',
  'beforeClosing',
  'night',
] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

/** The clock span of the times of day that have one. */
export const TIME_OF_DAY_SPANS: Partial<Record<TimeOfDay, readonly [string, string]>> = {
  morning: ['08:00', '11:00'],
  midday: ['11:00', '14:00'],
  afternoon: ['14:00', '16:00'],
  lateAfternoon: ['16:00', '18:00'],
  evening: ['18:00', '21:00'],
};

/** The times of day that only mean something beside opening hours. */
export const SCHEDULE_TIMES: readonly TimeOfDay[] = ['atOpening', 'beforeClosing'];

const timesOfDay = z
  .array(z.enum(TIMES_OF_DAY))
  .min(1)
  .max(4)
  .refine(
    (times) =>
      times.map((time) => TIMES_OF_DAY.indexOf(time)).every((n, i, order) => i === 0 || n > (order[i - 1] ?? 9)),
    { error: 'list the times of day in the order of the day, each once' },
  );

export const crowds = z
  .object(
    {
      /** When it is quietest; left out where quiet hours do not apply (a hotel, an airport). */
      quiet: timesOfDay.optional(),
      /** When it is busiest. */
      busy: timesOfDay.optional(),
      /** When it is at its best though not the quietest: a floating market at sunrise, a food street at night. */
      best: timesOfDay.optional(),
      /** The busy hours are those of tour groups (day trips from a hub arriving together). */
      tourGroups: z.boolean().optional(),
      /** Saturdays and Sundays, when Vietnamese families and day-trippers come. */
      weekends: z.enum(['busier', 'usual']),
      /** The public holidays and long weekends of the holiday calendar (30/4–1/5, 2/9…). */
      holidays: z.enum(['busier', 'usual']),
      /** Tết: busier (pagodas, resorts), may close or shorten hours (shops, restaurants, museums), or quieter. */
      tet: z.enum(['busier', 'mayClose', 'quieter', 'usual']),
      /** A pagoda or shrine of the pilgrimage season (the first lunar months) and of the 1st and 15th of each lunar month. */
      pilgrimage: z.boolean().optional(),
      source: factSource,
    },
    required(
      'when to go and the crowds, e.g. crowds: { quiet: ["atOpening"], busy: ["morning"], weekends: "busier", holidays: "busier", tet: "busier", source: "unverified" }',
    ),
  )
  .refine((given) => !(given.quiet ?? []).some((time) => given.busy?.includes(time)), {
    error: 'a time of day cannot be both quiet and busy',
  })
  .refine((given) => !given.tourGroups || (given.busy?.length ?? 0) > 0, {
    error: '"tourGroups" says who fills the busy hours: give "busy"',
  });
export type Crowds = z.infer<typeof crowds>;

/** `atOpening` and `beforeClosing` need opening hours to refer to. */
export function crowdsAgreeWithHours(place: { hours: Hours; crowds: Crowds }): boolean {
  if (place.hours.kind === 'scheduled') return true;
  const { quiet = [], busy = [], best = [] } = place.crowds;
  return ![...quiet, ...busy, ...best].some((time) => SCHEDULE_TIMES.includes(time));
}
