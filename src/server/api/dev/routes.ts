import { defineRoutes } from '../route.ts';
import { devOutbox, outboxReadable } from './outbox.ts';

/** The platform's developer tools, absent in production (an area brings its own, as booking's hold lapse). */
export const devRoutes = defineRoutes(...(outboxReadable() ? [devOutbox] : []));
