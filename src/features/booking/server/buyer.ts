import type { SignedIn } from '#server/auth/current-user.ts';

/** Who books: a signed-in user, or a visitor whose phone number a code has just verified. */
export type Buyer = { kind: 'user'; userId: string; phone: string | null } | { kind: 'guest'; phone: string };

export const buyerOf = (signedIn: SignedIn | undefined, guestPhone: string | undefined): Buyer | undefined => {
  if (signedIn) return { kind: 'user', userId: signedIn.user.id, phone: signedIn.user.phone };
  if (guestPhone) return { kind: 'guest', phone: guestPhone };
  return undefined;
};

/** The owner of the buyer's idempotency keys and the actor of their order events. */
export const buyerKey = (buyer: Buyer): string =>
  buyer.kind === 'user' ? `user:${buyer.userId}` : `guest:${buyer.phone}`;
