import type { Notification } from '../contract.ts';
import { localizedPath } from '#lib/i18n/localized-path.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslator } from '#lib/i18n/translator.ts';
import type { notifications } from '#server/db/schema/index.ts';

type Row = typeof notifications.$inferSelect;

/**
 * A stored notification in one language: its kind's strings (locales/notifications/<lang>.json)
 * with its parameters, so one event reads in vi, en or zh, whoever reads it and wherever.
 */
export function renderNotification(row: Row, locale: Locale): Notification {
  const t = getTranslator(locale);
  const params = inLocale(row.params, locale);
  return {
    id: row.id,
    kind: row.kind,
    title: t(`notifications:kind.${row.kind}.title`, params),
    body: t(`notifications:kind.${row.kind}.body`, params),
    link: row.link ? localizedPath(locale, row.link) : null,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A parameter stored in every language (`title_vi`, `title_en`, `title_zh`: a guide's title) is
 * offered to the strings as `title` in the reader's language.
 * @example inLocale({ title_en: 'Hue', title_vi: 'Huế' }, 'vi') → { title_en: 'Hue', title_vi: 'Huế', title: 'Huế' }
 */
function inLocale(params: Record<string, string>, locale: Locale): Record<string, string> {
  const suffix = `_${locale}`;
  const localized = Object.entries(params)
    .filter(([key]) => key.endsWith(suffix))
    .map(([key, value]) => [key.slice(0, -suffix.length), value]);
  return { ...params, ...Object.fromEntries(localized) };
}
