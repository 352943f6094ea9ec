import { ApiCallError } from '../../lib/api/client.ts';
import { failureMessage } from '../../lib/api/failure-message.ts';
import type { IslandTranslate } from '../../lib/i18n/island-translator.ts';

/** Errors of a refused booking call: one per field (by path) and a general one. */
export interface BookingErrorList {
  fields: Record<string, string>;
  general: string;
}

export function errorsOf(error: unknown, t: IslandTranslate): BookingErrorList {
  const fields = error instanceof ApiCallError ? error.fields : {};
  return { fields, general: failureMessage(error, t) };
}

/** A refused call's message and its fields' messages, announced when they appear. */
export function BookingErrors({ errors }: { errors: BookingErrorList | null }) {
  if (!errors) return null;
  return (
    <div className="booking-error" role="alert">
      <p>{errors.general}</p>
      {Object.values(errors.fields).length > 0 && (
        <ul>
          {Object.entries(errors.fields).map(([path, message]) => (
            <li key={path}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
