import { defineRoutes } from '#server/api/route.ts';
import { reelStatus } from './status.ts';
import { reelUpload } from './upload.ts';

/** The reels' calls (decision 0053); the rest of moments is in ../routes.ts. */
export const reelRoutes = defineRoutes(reelUpload, reelStatus);
