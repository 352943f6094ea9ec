import { useCallback, useState } from 'react';
import { errorsOf, type CodeFields, type FormErrors } from './errors.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';

/** One form's busy flag and errors: `run` clears the errors, awaits the call and maps its failure. */
export function useSubmit(t: IslandTranslate, codeFields: CodeFields = {}) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FormErrors>({});
  const run = useCallback(
    async (task: () => Promise<void>) => {
      setBusy(true);
      setErrors({});
      try {
        await task();
      } catch (error) {
        setErrors(errorsOf(error, t, codeFields));
      } finally {
        setBusy(false);
      }
    },
    // codeFields is a literal per form whose content never changes.
    [t],
  );
  return { busy, errors, setErrors, run };
}
