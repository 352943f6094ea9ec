/*
 * Intl formatters made once per locale and options. Constructing one loads locale data and costs far
 * more than formatting with it; a build formats dates, amounts, months and plurals on thousands of
 * pages with a handful of distinct formatters (decision 0059).
 */

interface Formatters {
  Collator: [Intl.Collator, Intl.CollatorOptions];
  DateTimeFormat: [Intl.DateTimeFormat, Intl.DateTimeFormatOptions];
  ListFormat: [Intl.ListFormat, Intl.ListFormatOptions];
  NumberFormat: [Intl.NumberFormat, Intl.NumberFormatOptions];
  PluralRules: [Intl.PluralRules, Intl.PluralRulesOptions];
}

const made = new Map<string, unknown>();

/**
 * `new Intl[kind](locale, options)`, the same instance for the same arguments.
 * @example intlFormat('NumberFormat', 'vi', { style: 'currency', currency: 'VND' }).format(40000)
 */
export function intlFormat<K extends keyof Formatters>(
  kind: K,
  locale: string,
  options?: Formatters[K][1],
): Formatters[K][0] {
  const key = `${kind} ${locale} ${JSON.stringify(options ?? {})}`;
  let formatter = made.get(key);
  if (!formatter) {
    const Make = Intl[kind] as unknown as new (locale: string, options?: Formatters[K][1]) => Formatters[K][0];
    formatter = new Make(locale, options);
    made.set(key, formatter);
  }
  return formatter as Formatters[K][0];
}
