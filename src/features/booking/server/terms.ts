import type { CancellationTerms } from '../contract.ts';

export { refundPercentAt } from '../cancellation-terms.ts';

/*
 * Cancellation terms (decision 0078). A product's rule (the catalogue's) is turned into terms when a
 * line is planned, and the terms are stored with the order's quote: what the buyer was shown is what
 * the order keeps, whatever the catalogue says later.
 */

/** A catalogue rule: free until some hours before the start, then a share back (0: nothing). */
export interface CancellationRule {
  /** Hours before the start until which cancelling is free; null: never free. */
  freeUntilHoursBefore: number | null;
  refundPercentAfter: number;
  /** Flights: a change per passenger (VND), null when the fare allows none. */
  changeFee?: number | null;
}

/** The terms a line starting at `start` gets from its product's rule. */
export function termsFrom(rule: CancellationRule, start: Date): CancellationTerms {
  return {
    freeUntil:
      rule.freeUntilHoursBefore === null
        ? null
        : new Date(start.getTime() - rule.freeUntilHoursBefore * 3600_000).toISOString(),
    refundPercentAfter: rule.refundPercentAfter,
    ...(rule.changeFee === undefined ? {} : { changeFee: rule.changeFee }),
  };
}

/** Nothing back once held (delivered at once: a top-up, an eSIM). */
export const NON_REFUNDABLE: CancellationTerms = { freeUntil: null, refundPercentAfter: 0 };

/**
 * The terms of an order of several lines (a flight and its return): the strictest of each, since
 * one order is cancelled as a whole.
 */
export function strictestTerms(all: readonly CancellationTerms[]): CancellationTerms {
  const [first, ...rest] = all;
  if (!first) throw new Error('an order has at least one line');
  return rest.reduce((strict, terms) => {
    const freeUntil =
      strict.freeUntil === null || terms.freeUntil === null
        ? null
        : new Date(Math.min(Date.parse(strict.freeUntil), Date.parse(terms.freeUntil))).toISOString();
    const changeFee =
      strict.changeFee === undefined
        ? terms.changeFee
        : strict.changeFee === null || terms.changeFee === null
          ? null
          : Math.max(strict.changeFee, terms.changeFee ?? 0);
    return {
      freeUntil,
      refundPercentAfter: Math.min(strict.refundPercentAfter, terms.refundPercentAfter),
      ...(changeFee === undefined ? {} : { changeFee }),
    };
  }, first);
}
