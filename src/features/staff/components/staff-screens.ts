/** The staff area's screens below /staff/ (the sign-in and menu is /staff/ itself). */
export const STAFF_SCREENS = ['invite', 'vouchers', 'members', 'audit', 'moderation', 'orders', 'inventory'] as const;
