/** The notifications area's queues (the composition root, src/server/app/compose.ts, lists their jobs). */
export const NOTIFICATION_JOBS = {
  /** Pushes one stored notification to one device. */
  push: 'notifications.push',
  /** Announces guides new in this build to their regions' followers. */
  newGuides: 'notifications.new-guides',
} as const;
