/** The booking area's queues in the shared job queue (src/server/jobs/queue.ts). */
export const BOOKING_JOBS = {
  /** Sent with each hold, due when it lapses. */
  expire: 'booking.expire',
  /** Every minute: expires lapsed holds whose job was lost (sent while the queue was not running). */
  sweep: 'booking.sweep',
  /** Daily: keeps the built-in inventory on sale BOOKING_SALE_DAYS ahead. */
  inventory: 'booking.inventory',
  /** After confirmation: SMS and e-mail in the buyer's language. */
  confirmation: 'booking.confirmation',
  /** After a cancellation of a paid order: the refund through the provider. */
  refund: 'booking.refund',
  /** A payment gateway's signed result that arrives later than the buyer (the demo's late payment). */
  gatewayCallback: 'booking.gatewayCallback',
} as const;
