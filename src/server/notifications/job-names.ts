/** The notifications area's queues (src/server/jobs/registry.ts gathers them). */
export const NOTIFICATION_JOBS = {
  /** Pushes one stored notification to one device. */
  push: 'notifications.push',
  /** Announces guides new in this build to their regions' followers. */
  newGuides: 'notifications.new-guides',
} as const;
