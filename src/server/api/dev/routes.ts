import { defineRoutes } from '../route.ts';
import { devLapseHold, holdLapsable } from './lapse-hold.ts';
import { devOutbox, outboxReadable } from './outbox.ts';

/** Developer tools, absent in production. */
export const devRoutes = defineRoutes(
  ...(outboxReadable() ? [devOutbox] : []),
  ...(holdLapsable() ? [devLapseHold] : []),
);
