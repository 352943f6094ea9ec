import { beforeEach, describe, expect, it, vi } from 'vitest';
import { closeLoginPopup, openLoginPopup } from '#stores/auth.ts';
import { signIn } from '#stores/session.ts';
import { ApiCallError } from '#lib/api/transport.ts';
import { STORAGE_KEYS } from '#lib/storage-keys.ts';
import {
  keepCommentDraft,
  keepTap,
  keptTaps,
  sendKeptTap,
  takeCommentDraft,
} from '#features/engagement/taps-before-sign-in.ts';
import { jwt, startSignedOut, USER } from './support/fake-api.ts';

startSignedOut();

const signInNow = () => signIn({ token: jwt(7_200_000), refreshToken: 'r1', user: USER });
const like = { kind: 'like', target: { kind: 'post', slug: 'p1' } } as const;

describe('taps made signed out (decision 0082)', () => {
  beforeEach(() => {
    const stored = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
      removeItem: (key: string) => stored.delete(key),
    });
    openLoginPopup();
  });

  it('are handed out after the sign-in, the same tap twice kept once, each kind to its own caller', async () => {
    keepTap(like);
    keepTap(like);
    keepTap({ kind: 'follow', userId: 'u2' });
    expect(keptTaps('like')).toEqual([]);
    signInNow();
    closeLoginPopup();
    expect(keptTaps('like')).toEqual([like]);
    await sendKeptTap(like, async () => 'liked');
    expect(keptTaps('like')).toEqual([]);
    expect(keptTaps('follow')).toEqual([{ kind: 'follow', userId: 'u2' }]);
  });

  it('stay kept while their call is unanswered, for the page the sign-in reloads, and are not sent twice by one page', async () => {
    const follow = { kind: 'follow', userId: 'u3' } as const;
    keepTap(like);
    keepTap(follow);
    signInNow();
    closeLoginPopup();
    // The page being left starts the call; the reload cuts it off before any answer.
    void sendKeptTap(like, () => new Promise(() => {}));
    expect(keptTaps('like')).toEqual([]);
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.tapsBeforeSignIn) ?? '{}').taps).toEqual([like, follow]);
    // Nothing answered (offline): kept for the next page; the server refused: forgotten.
    await expect(sendKeptTap(follow, () => Promise.reject(new ApiCallError('NETWORK_ERROR', 0)))).rejects.toThrow();
    expect(keptTaps('follow')).toEqual([follow]);
    await expect(sendKeptTap(follow, () => Promise.reject(new ApiCallError('FORBIDDEN', 403)))).rejects.toThrow();
    expect(keptTaps('follow')).toEqual([]);
  });

  it('are forgotten when the popup is closed without signing in', () => {
    keepTap(like);
    keepCommentDraft('post:p1', 'Đẹp quá!');
    closeLoginPopup();
    signInNow();
    expect(keptTaps('like')).toEqual([]);
    expect(takeCommentDraft('post:p1')).toBeUndefined();
  });

  it('give a comment draft back once, to its own target', () => {
    keepCommentDraft('post:p1', 'Đẹp quá!');
    signInNow();
    expect(takeCommentDraft('post:p2')).toBeUndefined();
    expect(takeCommentDraft('post:p1')).toBe('Đẹp quá!');
    expect(takeCommentDraft('post:p1')).toBeUndefined();
  });

  it('are not kept once signed in: the write goes out by itself', () => {
    signInNow();
    keepTap(like);
    expect(keptTaps('like')).toEqual([]);
  });
});
