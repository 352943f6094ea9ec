import type { CancellationTerms } from './contract.ts';

/*
 * Reading an order's or offer's cancellation terms (decision 0078), the same on the server (may it
 * be cancelled, how much goes back) and on the page (what the buyer is told).
 */

/** The share of what was paid that cancelling at `now` gives back, in percent. */
export function refundPercentAt(terms: CancellationTerms, now: Date): number {
  if (terms.freeUntil !== null && now < new Date(terms.freeUntil)) return 100;
  return terms.refundPercentAfter;
}

/** What cancelling at `now` means: free, a part back, or nothing back. */
export type TermsNow = 'free' | 'partial' | 'nonRefundable';

export function termsNow(terms: CancellationTerms, now: Date): TermsNow {
  const percent = refundPercentAt(terms, now);
  return percent === 100 ? 'free' : percent > 0 ? 'partial' : 'nonRefundable';
}
