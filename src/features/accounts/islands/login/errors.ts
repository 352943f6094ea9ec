import { failureMessage } from '#lib/api/failure-message.ts';
import { ApiCallError } from '#lib/api/transport.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';

/** Messages to show: one per field name, and `form` for what belongs to no field. */
export type FormErrors = Record<string, string>;

/** Where the failures that name no field belong in a form (e.g. CREDENTIALS_INVALID → password). */
export type CodeFields = Partial<Record<string, string>>;

const OTP_CODES = ['OTP_INVALID', 'OTP_EXPIRED', 'OTP_ATTEMPTS_EXCEEDED'];

/**
 * Turns a failed call into messages next to the right fields. The server's messages are already
 * in the request's language; its bare `taken` marker (CONFLICT) gets our own sentence; a failure
 * with no server message (no network, not an API failure at all) says what happened.
 */
export function errorsOf(error: unknown, t: IslandTranslate, codeFields: CodeFields = {}): FormErrors {
  if (!(error instanceof ApiCallError)) return { form: failureMessage(error, t) };
  const errors: FormErrors = {};
  for (const [field, message] of Object.entries(error.fields)) {
    const taken = `login.error.taken.${field}`;
    errors[field] = message === 'taken' ? (t(taken) === taken ? error.message : t(taken)) : message;
  }
  if (Object.keys(errors).length > 0) return errors;
  const field = codeFields[error.code] ?? (OTP_CODES.includes(error.code) ? codeFields.OTP : undefined);
  return { [field ?? 'form']: failureMessage(error, t) };
}
