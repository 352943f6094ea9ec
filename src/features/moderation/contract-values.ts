import type * as Contract from './contract.ts';

/**
 * The moderation contract's values the report dialog uses, without the contract module itself: it
 * builds zod schemas at load, which pages that validate nothing should not carry (as moments'
 * contract-values.ts). `satisfies` makes TypeScript check each value equals the contract's.
 */
export const REPORT_REASONS = [
  'spam',
  'nudity',
  'violence',
  'harassment',
  'false-information',
  'other',
] as const satisfies typeof Contract.REPORT_REASONS;

export const REPORT_NOTE_MAX = 500 satisfies typeof Contract.REPORT_NOTE_MAX;
