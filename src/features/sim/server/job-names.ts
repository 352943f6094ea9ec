/** The SIM area's queues in the shared job queue (src/server/jobs/queue.ts). */
export const SIM_JOBS = {
  /** After an eSIM order is confirmed: asks the supplier for its profile (retried until it answers). */
  issueEsim: 'sim.issueEsim',
  /** Hourly: erases registered passports past SIM_PASSPORT_RETENTION_DAYS, or of orders that ended unsold. */
  erasePassports: 'sim.erasePassports',
} as const;
