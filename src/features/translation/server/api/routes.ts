import { translationCalls } from '../../contract.ts';
import { getDatabase } from '#server/db/client.ts';
import { translateOriginal } from '../translate.ts';
import { defineRoute, defineRoutes } from '#server/api/route.ts';

/**
 * Signed out too: what it costs is bounded by what is written, since each original is sent to
 * the provider once per language, however many ask.
 */
export const translateRoute = defineRoute({
  ...translationCalls.translate,
  summary: "A post's text or a comment in the reader's language, by machine (stored, made once per language)",
  auth: 'optional',
  handle: async (context) => ({
    translation: await translateOriginal(await getDatabase(), context.input, {
      viewerId: context.signedIn?.user.id,
      locale: context.locale,
    }),
  }),
});

/** Translations (decision 0093). */
export const translationRoutes = defineRoutes(translateRoute);
