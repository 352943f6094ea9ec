import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import type { momentCalls } from '../contract.ts';
import { api } from '#lib/api/client.ts';
import type { IslandStrings } from '#lib/i18n/island-strings.ts';
import { createIslandTranslator } from '#lib/i18n/island-translator.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { $signedIn } from '#stores/auth.ts';
import { $follows, seedFollow, toggleFollow } from '../moments-social.ts';
import { toast } from '#stores/toasts.ts';
import { $userInfo } from '#stores/user-info.ts';
import { useHydrated } from '#islands/use-hydrated.ts';
import { momentsApi } from './moments-api.ts';
import PressedButton from './PressedButton.tsx';
import { useBusyAction } from '#islands/use-busy-action.ts';

interface Props {
  userId: string;
  /** The counts the page was rendered with (signed out). */
  counts: { posts: number; followers: number; following: number };
  /** Links of the followers and following lists. */
  followersHref: string;
  followingHref: string;
  locale: Locale;
  strings: IslandStrings;
}

/**
 * A profile's counts and the viewer's relation to the person: follow or unfollow (optimistic, in
 * the shared store, decision 0051) and block or unblock. The page is rendered signed out; once
 * hydrated, a signed-in viewer's relation is read with their session.
 */
export default function ProfileActions({ userId, counts, followersHref, followingHref, locale, strings }: Props) {
  const t = useMemo(() => createIslandTranslator(locale, strings), [locale, strings]);
  const hydrated = useHydrated();
  const signedIn = useStore($signedIn) && hydrated;
  const self = useStore($userInfo)?.id === userId && hydrated;
  const stored = useStore($follows, { keys: [userId] })[userId];
  const follow = (hydrated && stored) || { following: false, followers: counts.followers };
  const followers = follow.followers ?? counts.followers;
  const [blocked, setBlocked] = useState(false);
  const { busy, run } = useBusyAction(t('error.write'));
  // Settled: the buttons show the viewer's relation (or need none: signed out, or one's own profile).
  const [settled, setSettled] = useState(false);

  useEffect(() => {
    if (!hydrated) return;
    if (!signedIn || self) return setSettled(true);
    api
      .call<(typeof momentCalls)['userProfile']>('POST /moments/user-profile', { id: userId, limit: 1 })
      .then(({ profile }) => {
        seedFollow(userId, { following: profile.following, followers: profile.counts.followers });
        setBlocked(profile.blocked);
      })
      .catch(() => undefined) // the buttons start from "not following", which a tap corrects
      .finally(() => setSettled(true));
  }, [hydrated, signedIn, self, userId]);

  const toggleBlock = () =>
    run(async () => {
      const answer = await momentsApi.block(userId, !blocked);
      setBlocked(answer.blocked);
      // Blocking ends a follow both ways on the server.
      if (answer.blocked)
        seedFollow(userId, { following: false, followers: Math.max(0, followers - (follow.following ? 1 : 0)) });
      toast({
        title: t(answer.blocked ? 'profile.blockedDone' : 'profile.unblockedDone'),
        color: 'success',
        icon: 'success',
      });
    });

  return (
    <div className="profile-actions" data-state={settled ? 'ready' : 'loading'}>
      <ul className="profile-actions__counts">
        <li>
          <strong>{counts.posts}</strong> {t('profile.posts', { count: counts.posts })}
        </li>
        <li>
          <a className="target-link" href={followersHref} data-followers-count={followers}>
            <strong>{followers}</strong>&nbsp;{t('profile.followers', { count: followers })}
          </a>
        </li>
        <li>
          <a className="target-link" href={followingHref}>
            <strong>{counts.following}</strong>&nbsp;{t('profile.following', { count: counts.following })}
          </a>
        </li>
      </ul>
      {!self && (
        <div className="profile-actions__buttons">
          {!blocked && (
            <button
              type="button"
              className={`button ${follow.following ? 'button--ghost' : 'button--primary'}`}
              aria-pressed={follow.following}
              onClick={() =>
                void toggleFollow(userId, follow, (on) => momentsApi.follow(userId, on), t('error.follow'), signedIn)
              }
            >
              {follow.following ? t('profile.unfollow') : t('profile.follow')}
            </button>
          )}
          <PressedButton
            pressed={blocked}
            disabled={busy}
            pressedLabel={t('profile.unblock')}
            label={t('profile.block')}
            onClick={() => void toggleBlock()}
          />
        </div>
      )}
    </div>
  );
}
