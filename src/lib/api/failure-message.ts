import type { IslandTranslate } from '../i18n/island-translator.ts';
import { ApiCallError } from './transport.ts';

/** The strings failureMessage needs, for an island whose calls carry the session (islandStrings selector). */
export const FAILURE_STRINGS = 'common:apiError.';
/**
 * The few a signed-out form needs (sign-in, registration, reset): its calls carry no session, so
 * only no network, a server fault or something unexpected can reach it. The popup is in every
 * page, so it does not carry the others.
 */
export const SIGNED_OUT_FAILURE_STRINGS = ['network', 'server', 'unexpected'].map((key) => `common:apiError.${key}`);

/** Failures that happen in the browser, without a server message: the key that words each. */
const LOCAL_FAILURES: Record<string, string> = {
  NETWORK_ERROR: 'apiError.network',
  SIGN_IN_REQUIRED: 'apiError.signInRequired',
  TOKEN_INVALID: 'apiError.sessionExpired',
  FILE_NAME_MISSING: 'apiError.fileName',
  INTERNAL_ERROR: 'apiError.server',
};

/**
 * What to tell the visitor about a failed call, in the page's language: the server's message when
 * it sent one, else the wording of the failure's code (no network, a session that ended), else a
 * plain "something went wrong" for anything that is not an API failure at all (a bug, a provider
 * SDK that threw): never a blank, and never a busy label standing in for an error.
 */
export function failureMessage(error: unknown, t: IslandTranslate): string {
  if (!(error instanceof ApiCallError)) return t('apiError.unexpected');
  if (error.message) return error.message;
  const key = LOCAL_FAILURES[error.code] ?? 'apiError.unexpected';
  // A key the island was not given reads as its name: say "something went wrong" instead.
  return t(key) === key ? t('apiError.unexpected') : t(key);
}
