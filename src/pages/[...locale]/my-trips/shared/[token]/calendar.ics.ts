import type { APIRoute } from 'astro';
import { shareTokenSchema } from '#features/trips/contract.ts';
import { DEFAULT_LOCALE, isLocale } from '#lib/i18n/locales.ts';
import { getTranslator } from '#lib/i18n/translator.ts';
import { ApiError } from '#server/api/codes.ts';
import { getDatabase } from '#server/db/client.ts';
import { icsFileName, scheduleCalendar } from '#features/trips/server/ics.ts';
import { placeDirectory } from '#features/trips/server/places.ts';
import { getSharedSchedule } from '#features/trips/server/service.ts';

export const prerender = false;

/** A shared schedule's calendar file, as a plain download (works without JavaScript); gone once revoked. */
export const GET: APIRoute = async ({ params }) => {
  const { locale: localeParam, token = '' } = params;
  if (localeParam !== undefined && (!isLocale(localeParam) || localeParam === DEFAULT_LOCALE))
    return new Response(null, { status: 404 });
  if (!shareTokenSchema.safeParse(token).success) return new Response(null, { status: 404 });
  const row = await getSharedSchedule(await getDatabase(), token).catch((error: unknown) => {
    if (error instanceof ApiError) return undefined;
    throw error;
  });
  if (!row) return new Response(null, { status: 404 });
  const locale = isLocale(localeParam) ? localeParam : DEFAULT_LOCALE;
  const t = getTranslator(locale);
  const content = scheduleCalendar(row, await placeDirectory(locale), { day: (n) => t('planner:day', { n }) });
  return new Response(content, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(icsFileName(row.title))}`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
};
