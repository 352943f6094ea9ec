import type { RequestContext } from '../route.ts';
import type { Reader } from '../../moments/views.ts';

/** Who reads, in which language: what every moments answer is shaped for. */
export const readerOf = (context: Pick<RequestContext, 'signedIn' | 'locale'>): Reader => ({
  viewerId: context.signedIn?.user.id,
  locale: context.locale,
});
