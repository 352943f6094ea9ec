/** The data-packages area's queues in the shared job queue (src/server/jobs/queue.ts). */
export const DATA_JOBS = {
  /** After confirmation, then again after each unanswered attempt: asks the gateway. */
  topUp: 'data.topup',
  /** Every minute: pending top-ups whose next attempt was lost (sent while the queue was down). */
  sweep: 'data.sweep',
  /** When a top-up ends: the SMS with the outcome and the order page's link. */
  outcome: 'data.outcome',
} as const;
