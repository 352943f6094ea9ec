import { useEffect, useMemo, useState } from 'react';
import type { bookingCalls, PaymentMethod } from '../contract.ts';
import { api } from '#lib/api/client.ts';
import type { IslandStrings } from '#lib/i18n/island-strings.ts';
import { createIslandTranslator } from '#lib/i18n/island-translator.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { followSessionInPlace } from '#stores/sign-in-in-place.ts';

/**
 * What every booking island starts from: its translator, the page's query and the payment methods.
 * Every booking island follows the session through the stores, so a sign-in from its page (the
 * checkout's "Sign in", the header's) leaves the buyer's choices and form where they were instead
 * of reloading the page (decision 0074).
 */
export function useBookingIsland(locale: Locale, strings: IslandStrings) {
  const t = useMemo(() => createIslandTranslator(locale, strings), [locale, strings]);
  useEffect(followSessionInPlace, []);
  const [query] = useState(() => new URLSearchParams(location.search));
  const [methods, setMethods] = useState<PaymentMethod[]>(['payLater']);
  useEffect(() => {
    api
      .call<typeof bookingCalls.paymentMethods>('GET /booking/paymentMethods', {})
      .then((answer) => setMethods(answer.methods))
      .catch(() => undefined);
  }, []);
  return { t, query, methods };
}

/** Loads `load()` when `ready`, keeping its answer, error and whether it is under way. */
export function useLoad<T>(ready: boolean, load: () => Promise<T>, deps: unknown[]) {
  const [state, setState] = useState<{ data: T | null; error: unknown; loading: boolean }>({
    data: null,
    error: null,
    loading: ready,
  });
  useEffect(() => {
    if (!ready) return;
    let live = true;
    setState((previous) => ({ ...previous, loading: true, error: null }));
    load().then(
      (data) => live && setState({ data, error: null, loading: false }),
      (error: unknown) => live && setState({ data: null, error, loading: false }),
    );
    return () => {
      live = false;
    };
  }, deps); // the caller names what the load depends on
  return state;
}
