import type * as Contract from './contract.ts';

/**
 * The moments contract's values the feed and post islands use, without the contract module
 * itself: it builds zod schemas at load, which would add ~21 KB to pages that validate nothing.
 * `satisfies` makes TypeScript check each value equals the contract's.
 */
export const POST_TARGET_KIND = 'post' satisfies typeof Contract.POST_TARGET_KIND;

export const IMAGES_MAX = 10 satisfies typeof Contract.MOMENT_LIMITS.imagesMax;

export const COLLECTION_NAME_MAX = 60 satisfies typeof Contract.MOMENT_LIMITS.collectionNameMax;
