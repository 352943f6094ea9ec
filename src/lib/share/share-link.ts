/**
 * What the share page may offer: only a link to this site. The page takes its `url` from the query
 * string, so anything else (another site, a `javascript:` link, a link with credentials) would
 * make it an open redirect and a phishing aid under our name.
 */

/** Longer than any page address of the site; a longer one is not ours. */
export const MAX_SHARE_URL_LENGTH = 2000;
/** What a shared title may be: a card's title, cut to what previews show. */
export const MAX_SHARE_TITLE_LENGTH = 200;

export type ShareUrlProblem = 'missing' | 'malformed' | 'foreign';

export type ShareUrlCheck = { ok: true; url: URL } | { ok: false; problem: ShareUrlProblem };

/**
 * The link to share, made absolute on the site's public origin; `origins` are the origins the site
 * answers on (its configured public address and the one this request came to).
 * @example checkShareUrl('/places/hoi-an/', ['https://nvtravel.vn']) → ok https://nvtravel.vn/places/hoi-an/
 * @example checkShareUrl('https://evil.example/', ['https://nvtravel.vn']) → foreign
 */
export function checkShareUrl(raw: string | null | undefined, origins: readonly string[]): ShareUrlCheck {
  const text = raw?.trim() ?? '';
  const [publicOrigin] = origins;
  if (!text || !publicOrigin) return { ok: false, problem: 'missing' };
  if (text.length > MAX_SHARE_URL_LENGTH) return { ok: false, problem: 'malformed' };
  let url: URL;
  try {
    // A path alone ("/places/x/") is a page of this site; "//host" is another host, caught below.
    url = new URL(text, publicOrigin);
  } catch {
    return { ok: false, problem: 'malformed' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, problem: 'foreign' };
  if (url.username || url.password || !origins.includes(url.origin)) return { ok: false, problem: 'foreign' };
  // Parsing has already resolved "/./", "/../" and backslashes, so "/.//evil.example" is now the
  // path "//evil.example": on its own that is another host. Encoded slashes and backslashes count
  // as what they decode to, since whoever reads the link next may decode them.
  if (leadsToAnotherHost(url.pathname)) return { ok: false, problem: 'foreign' };
  // The shared copy always names the public address, whichever one the visitor came through.
  const shared = new URL(`${publicOrigin}${url.pathname}${url.search}${url.hash}`);
  // What the page hands out is this rebuilt link, so it is the one that must stay on the site.
  if (shared.origin !== publicOrigin) return { ok: false, problem: 'foreign' };
  return { ok: true, url: shared };
}

/** No page of the site has a path opening with two slashes or holding a backslash. */
function leadsToAnotherHost(pathname: string): boolean {
  const decoded = pathname.replace(/%2f/gi, '/').replace(/%5c/gi, '\\');
  return decoded.startsWith('//') || decoded.includes('\\');
}

/** The first web address in a text (what Android's share sheet sends apps that only read `text`). */
export function firstUrlIn(text: string | null | undefined): string | undefined {
  return /https?:\/\/[^\s<>"']+/i.exec(text ?? '')?.[0];
}

/** A shared title kept to one plain line of reasonable length. */
export function cleanShareTitle(raw: string | null | undefined): string {
  return (
    (raw ?? '')
      // Control characters (line breaks, tabs, NUL…) become spaces: \p{Cc} names them all.
      .replace(/[\p{Cc}\s]+/gu, ' ')
      .trim()
      .slice(0, MAX_SHARE_TITLE_LENGTH)
  );
}

/** An app to share through: a link it opens with the address filled in, or none (then its QR). */
export interface ShareApp {
  key: 'zalo' | 'messenger' | 'whatsapp' | 'wechat' | 'line' | 'email';
  href?: string;
}

/**
 * The apps travellers in Vietnam share with, each with its published share link. WeChat has no
 * web share link: its own scanner reads the page's QR code. Messenger's web dialog needs the
 * site's Facebook app id; without one, its app link.
 */
export function shareApps(url: URL, title: string, facebookAppId?: string): ShareApp[] {
  const link = encodeURIComponent(url.href);
  const text = encodeURIComponent(title ? `${title}\n${url.href}` : url.href);
  return [
    { key: 'zalo', href: `https://sp.zalo.me/share_inline?url=${link}` },
    {
      key: 'messenger',
      href: facebookAppId
        ? `https://www.facebook.com/dialog/send?app_id=${encodeURIComponent(facebookAppId)}&link=${link}&redirect_uri=${link}`
        : `fb-messenger://share/?link=${link}`,
    },
    { key: 'whatsapp', href: `https://wa.me/?text=${text}` },
    { key: 'wechat' },
    { key: 'line', href: `https://social-plugins.line.me/lineit/share?url=${link}` },
    { key: 'email', href: `mailto:?subject=${encodeURIComponent(title)}&body=${text}` },
  ];
}

/** The share page's address for a link, in the reader's locale (`/share/` already localized). */
export function sharePageHref(sharePath: string, url: string, title: string): string {
  const query = new URLSearchParams({ url });
  if (title) query.set('title', title);
  return `${sharePath}?${query}`;
}
