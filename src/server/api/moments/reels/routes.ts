import { demoExtras } from '../../../moments/demo/extras.ts';
import { seedDemoReels } from '../../../moments/reels/demo.ts';
import { defineRoutes } from '../../route.ts';
import { reelStatus } from './status.ts';
import { reelUpload } from './upload.ts';

/** The reels' calls (decision 0053); the rest of moments is in ../routes.ts. */
export const reelRoutes = defineRoutes(reelUpload, reelStatus);

// The demo reels join the moments demo through the hook it leaves for them: the routes are loaded
// with the API, before the first moments read seeds a fresh install.
demoExtras.push(seedDemoReels);
