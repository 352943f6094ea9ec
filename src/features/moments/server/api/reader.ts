import type { RequestContext } from '#server/api/route.ts';
import type { Reader } from '../views.ts';

/** Who reads, in which language: what every moments answer is shaped for. */
export const readerOf = (context: Pick<RequestContext, 'signedIn' | 'locale'>): Reader => ({
  viewerId: context.signedIn?.user.id,
  locale: context.locale,
});
