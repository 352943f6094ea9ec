import { ApiError } from '#server/api/codes.ts';
import type { RequestContext } from '#server/api/route.ts';
import { buyerOf, type Buyer } from '../buyer.ts';
import { guestPhoneOf } from '../guest.ts';

/**
 * The buyer behind a booking call: the signed-in user, else the guest token's verified number.
 * Nobody: TOKEN_INVALID, which makes the islands open the login popup (with its phone-code path).
 */
export async function requireBuyer(context: RequestContext): Promise<Buyer> {
  const buyer = buyerOf(context.signedIn, await guestPhoneOf(context.request));
  if (!buyer) throw new ApiError('TOKEN_INVALID');
  return buyer;
}
