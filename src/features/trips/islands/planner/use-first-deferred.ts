import { startTransition, useDeferredValue, useEffect, useState } from 'react';

/**
 * `value`, rendered in the background until it first arrives, then as it is. A plan's first render
 * (every day, stop and field at once) was the planner's one long task, 688 ms of blocking time on a
 * phone: a deferred render yields to the browser every few milliseconds. Later edits must render at
 * once, or a typed character would be undone by the field's older value, so the deferral ends there.
 */
export function useFirstDeferred<T>(value: T | null): T | null {
  const deferred = useDeferredValue(value, null);
  const [arrived, setArrived] = useState(false);
  useEffect(() => {
    if (deferred !== null && !arrived) startTransition(() => setArrived(true));
  }, [deferred, arrived]);
  return arrived ? value : deferred;
}
