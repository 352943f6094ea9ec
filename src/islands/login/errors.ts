import { ApiCallError } from '../../lib/api/client.ts';
import type { Strings } from './strings.ts';

/** Messages to show: one per field name, and `form` for what belongs to no field. */
export type FormErrors = Record<string, string>;

/** Where the failures that name no field belong in a form (e.g. CREDENTIALS_INVALID → password). */
export type CodeFields = Partial<Record<string, string>>;

const OTP_CODES = ['OTP_INVALID', 'OTP_EXPIRED', 'OTP_ATTEMPTS_EXCEEDED'];

/**
 * Turns a failed call into messages next to the right fields. The server's messages are already
 * in the request's language; its bare `taken` marker (CONFLICT) gets our own sentence.
 */
export function errorsOf(error: unknown, strings: Strings, codeFields: CodeFields = {}): FormErrors {
  if (!(error instanceof ApiCallError)) return { form: strings['login.working'] ?? String(error) };
  const errors: FormErrors = {};
  for (const [field, message] of Object.entries(error.fields)) {
    errors[field] = message === 'taken' ? (strings[`login.error.taken.${field}`] ?? error.message) : message;
  }
  if (Object.keys(errors).length > 0) return errors;
  const field = codeFields[error.code] ?? (OTP_CODES.includes(error.code) ? codeFields.OTP : undefined);
  return { [field ?? 'form']: error.message };
}
