import { simCalls } from '../../contract.ts';
import { serverConfig } from '#server/config.ts';
import { defineRoute, defineRoutes } from '#server/api/route.ts';

/** What the SIM buy form tells the buyer before they type a passport: how long it is kept (decision 0041). */
export const simTerms = defineRoute({
  ...simCalls.terms,
  summary: 'SIM terms set at run time: days after the pickup day until registered passports are erased',
  handle: () => Promise.resolve({ passportRetentionDays: serverConfig.sim.passportRetentionDays }),
});

/** The SIM area's own calls; SIMs are held, paid and shown through the booking calls (decision 0040). */
export const simRoutes = defineRoutes(simTerms);
