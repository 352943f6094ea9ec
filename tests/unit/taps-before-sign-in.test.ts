import { beforeEach, describe, expect, it, vi } from 'vitest';
import { closeLoginPopup, openLoginPopup } from '../../src/stores/auth.ts';
import { signIn } from '../../src/stores/session.ts';
import { keepCommentDraft, keepTap, takeCommentDraft, takeTaps } from '../../src/stores/taps-before-sign-in.ts';
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

  it('are handed out once after the sign-in, the same tap twice kept once, each kind to its own caller', () => {
    keepTap(like);
    keepTap(like);
    keepTap({ kind: 'follow', userId: 'u2' });
    expect(takeTaps('like')).toEqual([]);
    signInNow();
    closeLoginPopup();
    expect(takeTaps('like')).toEqual([like]);
    expect(takeTaps('like')).toEqual([]);
    expect(takeTaps('follow')).toEqual([{ kind: 'follow', userId: 'u2' }]);
  });

  it('are forgotten when the popup is closed without signing in', () => {
    keepTap(like);
    keepCommentDraft('post:p1', 'Đẹp quá!');
    closeLoginPopup();
    signInNow();
    expect(takeTaps('like')).toEqual([]);
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
    expect(takeTaps('like')).toEqual([]);
  });
});
