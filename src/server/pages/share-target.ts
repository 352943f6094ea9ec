import { cleanShareTitle, firstUrlIn, MAX_SHARE_URL_LENGTH } from '#lib/share/share-link.ts';
import { BodyRefused, readForm } from '../http/read-body.ts';

/** What a phone's share sheet sent to the installed app (manifest `share_target`, POST multipart). */
export interface SharedToApp {
  url?: string;
  title: string;
  /** Photos attached; they are counted, not kept, until moments take them (decision 0045). */
  photos: number;
}

/** Above this a shared post is not read: its photos are not kept anyway, and its link is small. */
export const MAX_SHARE_TARGET_BYTES = 64 * 1024 * 1024;

/**
 * Reads the share target's form: `url`, `title`, `text` and the `photos` files. Apps put a link in
 * `url` or only in `text` (Android's browsers do the latter), so the first address in `text` counts
 * too. A body that is not a form, or passes `limit` (declared, or while it arrives), gives nothing
 * rather than an error page.
 */
export async function readShareTarget(request: Request, limit = MAX_SHARE_TARGET_BYTES): Promise<SharedToApp> {
  let form: FormData;
  try {
    form = await readForm(request, limit);
  } catch (error) {
    if (!(error instanceof BodyRefused)) throw error;
    return { title: '', photos: 0 };
  }
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const text = field('text');
  const url = (field('url') || firstUrlIn(text) || '').slice(0, MAX_SHARE_URL_LENGTH);
  const title = cleanShareTitle(field('title') || text.replace(url, ''));
  const photos = form.getAll('photos').filter((file) => typeof file !== 'string' && file.size > 0).length;
  return { ...(url ? { url } : {}), title, photos };
}
