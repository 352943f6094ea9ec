import type { DemoContext } from './seed.ts';

/**
 * More demo content, seeded after the photo posts with the same authors and places: the reels
 * pipeline adds its demo reels here (`demoExtras.push(seedDemoReels)`). A step must be idempotent
 * (fixed ids from `demoId`, inserts that ignore conflicts), as the photo posts are.
 */
export const demoExtras: ((context: DemoContext) => Promise<void>)[] = [];
