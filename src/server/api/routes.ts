import { bookingRoutes } from './booking/routes.ts';
import { dataPackageRoutes } from './data-packages/routes.ts';
import { devRoutes } from './dev/routes.ts';
import { engagementRoutes } from './engagement/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { reelRoutes } from './moments/reels/routes.ts';
import { momentsRoutes } from './moments/routes.ts';
import { notificationRoutes } from './notifications/routes.ts';
import type { AnyRoute } from './route.ts';
import { simRoutes } from './sim/routes.ts';
import { staffRoutes } from './staff/routes.ts';
import { translationRoutes } from './translation/routes.ts';
import { tripsRoutes } from './trips/routes.ts';
import { userRoutes } from './user/routes.ts';

/** The calls the API answers: each area declares its own in its folder's routes.ts. */
export const ROUTES: readonly AnyRoute[] = [
  ...healthRoutes,
  ...userRoutes,
  ...engagementRoutes,
  ...tripsRoutes,
  ...bookingRoutes,
  ...momentsRoutes,
  ...simRoutes,
  ...dataPackageRoutes,
  ...notificationRoutes,
  ...reelRoutes,
  ...translationRoutes,
  ...staffRoutes,
  ...devRoutes,
];
