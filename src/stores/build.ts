import { atom } from 'nanostores';

/** True once the page has seen that a newer build than its own is deployed. */
export const $newBuildAvailable = atom(false);
