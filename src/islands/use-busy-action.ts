import { useState } from 'react';
import { reportFailure } from './report-failure.ts';

/**
 * One write at a time for an actions island: `run` does nothing while another runs, and a refusal
 * shows as a toast with `failure` (the login popup instead when signed out, reportFailure's rule).
 */
export function useBusyAction(failure: string) {
  const [busy, setBusy] = useState(false);
  async function run(action: () => Promise<void>) {
    if (busy) return;
    setBusy(true);
    try {
      await action();
    } catch (error) {
      reportFailure(error, failure);
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}
