import { useCallback, useState } from 'react';
import { errorsOf, type CodeFields, type FormErrors } from './errors.ts';
import type { Strings } from './strings.ts';

/** One form's busy flag and errors: `run` clears the errors, awaits the call and maps its failure. */
export function useSubmit(strings: Strings, codeFields: CodeFields = {}) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FormErrors>({});
  const run = useCallback(
    async (task: () => Promise<void>) => {
      setBusy(true);
      setErrors({});
      try {
        await task();
      } catch (error) {
        setErrors(errorsOf(error, strings, codeFields));
      } finally {
        setBusy(false);
      }
    },
    // codeFields is a literal per form whose content never changes.
    [strings],
  );
  return { busy, errors, setErrors, run };
}
