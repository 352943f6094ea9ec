import { $showPopupLogin, $signedIn } from '#stores/auth.ts';
import { ApiCallError } from '#lib/api/transport.ts';
import { STORAGE_KEYS } from '#lib/storage-keys.ts';

/**
 * What a visitor tapped while signed out (a like, a follow, a save) and the comment they were
 * writing, kept in this tab's sessionStorage while the login popup is open: the sign-in or the new
 * account reloads the page (spec section 4), and the taps are applied after it, once (decision 0082).
 * Closing the popup without signing in forgets them: a like tapped today must not appear at a
 * sign-in next week.
 */

export type Tap =
  | { kind: 'like'; target: { kind: string; slug: string } }
  | { kind: 'follow'; userId: string }
  | { kind: 'save'; postId: string; collection?: string };

interface Kept {
  taps: Tap[];
  /** Comment drafts by engagement target (`kind:slug`). */
  comments: Record<string, string>;
}

const EMPTY: Kept = { taps: [], comments: {} };

function read(): Kept {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEYS.tapsBeforeSignIn);
    const kept = raw ? (JSON.parse(raw) as Partial<Kept>) : null;
    return {
      taps: Array.isArray(kept?.taps) ? kept.taps : [],
      comments: kept?.comments && typeof kept.comments === 'object' ? kept.comments : {},
    };
  } catch {
    return EMPTY;
  }
}

function write(kept: Kept): void {
  try {
    if (kept.taps.length === 0 && Object.keys(kept.comments).length === 0) {
      sessionStorage.removeItem(STORAGE_KEYS.tapsBeforeSignIn);
    } else {
      sessionStorage.setItem(STORAGE_KEYS.tapsBeforeSignIn, JSON.stringify(kept));
    }
  } catch {
    // Storage off: the tap is lost with the reload, as before.
  }
}

const same = (a: Tap, b: Tap): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Keeps a tap made signed out (the popup is opening); the same tap twice is kept once. */
export function keepTap(tap: Tap): void {
  if ($signedIn.get()) return;
  const kept = read();
  if (!kept.taps.some((other) => same(other, tap))) write({ ...kept, taps: [...kept.taps, tap] });
}

/** Taps this page is sending: the session can turn signed-in more than once before they are answered. */
const sending = new Set<string>();

/**
 * The kept taps of one kind that this page is not already sending, for the caller to send each
 * through `sendKeptTap`. They stay in storage until the server has answered them: a sign-in that
 * reloads the page turns the session signed-in first, so the page being left starts sending too,
 * and the reload cuts its calls off; the page that comes back sends the taps again (decision 0082).
 */
export function keptTaps<K extends Tap['kind']>(kind: K): Extract<Tap, { kind: K }>[] {
  if (!$signedIn.get()) return [];
  return read().taps.filter(
    (tap): tap is Extract<Tap, { kind: K }> => tap.kind === kind && !sending.has(JSON.stringify(tap)),
  );
}

/**
 * Sends one kept tap with `write`, and forgets it once the server has answered, whether it took the
 * tap or refused it (a second tap is then the visitor's retry). When nothing answered (the page was
 * left, the network is down), the tap stays for the next page: the writes are set operations, so a
 * like sent twice still counts once.
 */
export async function sendKeptTap<T>(tap: Tap, write: () => Promise<T>): Promise<T> {
  const id = JSON.stringify(tap);
  sending.add(id);
  try {
    const answer = await write();
    forget(tap);
    return answer;
  } catch (error) {
    if (error instanceof ApiCallError && error.status > 0) forget(tap);
    throw error;
  } finally {
    sending.delete(id);
  }
}

function forget(tap: Tap): void {
  const kept = read();
  write({ ...kept, taps: kept.taps.filter((other) => !same(other, tap)) });
}

/** Keeps the comment being written on `target` (`kind:slug`) while the visitor signs in. */
export function keepCommentDraft(target: string, text: string): void {
  if ($signedIn.get() || !text.trim()) return;
  const kept = read();
  write({ ...kept, comments: { ...kept.comments, [target]: text } });
}

/** The comment kept for `target`, handed back once after the sign-in for the form to show again. */
export function takeCommentDraft(target: string): string | undefined {
  if (!$signedIn.get()) return undefined;
  const kept = read();
  const text = kept.comments[target];
  if (text === undefined) return undefined;
  write({ ...kept, comments: Object.fromEntries(Object.entries(kept.comments).filter(([key]) => key !== target)) });
  return text;
}

$showPopupLogin.listen((open) => {
  // A sign-in stores the session before it closes the popup; closed while still signed out, it was given up.
  if (!open && !$signedIn.get()) write(EMPTY);
});
