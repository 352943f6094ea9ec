import type { AnyRoute } from '../api/route.ts';

/**
 * The route as the server answers it: its input and caller are checked as before, then its work
 * waits for the server's start-up (`startUp`, once per process: a resolved promise after the first
 * call). So a call that books finds the inventory on sale and the queue running, without the
 * call's own code (an auth helper, a search) having to start them.
 */
export const afterStartUp =
  (startUp: () => Promise<void>) =>
  (route: AnyRoute): AnyRoute => ({
    ...route,
    accept: (raw, locale, prefix) => {
      const handle = route.accept(raw, locale, prefix);
      return async (context) => {
        await startUp();
        return handle(context);
      };
    },
  });
