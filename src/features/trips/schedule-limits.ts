/**
 * What a saved schedule may hold (decision 0027). Apart from the contract's schemas so the planner
 * and my trips can show and enforce the limits without shipping the schema library to the browser.
 */
export const SCHEDULE_LIMITS = {
  titleMax: 120,
  days: 30,
  stops: 200,
  noteMax: 300,
  /** Shortest and longest time to spend at one stop, in minutes. */
  minutesMin: 5,
  minutesMax: 720,
} as const;
