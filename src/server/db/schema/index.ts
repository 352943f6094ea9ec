/**
 * Every area's tables, gathered for Drizzle (typed queries) and drizzle-kit (migrations). An area
 * adds its own file here; tables that only support the platform live in platform.ts.
 */
export * from './accounts.ts';
export * from './booking.ts';
export * from './engagement.ts';
export * from './moments.ts';
export * from './platform.ts';
export * from './search.ts';
export * from './trips.ts';
export * from './sim.ts';
export * from './data-packages.ts';
export * from './notifications.ts';
export * from './staff.ts';
export * from './translations.ts';
export * from './moderation.ts';
