import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import type { IslandStrings } from '#lib/i18n/island-strings.ts';
import { createIslandTranslator } from '#lib/i18n/island-translator.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { toast } from '#stores/toasts.ts';
import { $userInfo } from '#stores/user-info.ts';
import { ReportButton } from '#features/moderation/islands/ReportButton.tsx';
import { useHydrated } from '#islands/use-hydrated.ts';
import { momentsApi } from './moments-api.ts';
import PressedButton from './PressedButton.tsx';
import { SaveToCollection } from './SaveToCollection.tsx';
import { useBusyAction } from '#islands/use-busy-action.ts';
import './post-actions.css';

interface Props {
  postId: string;
  authorId: string;
  /** The post's public address, shared as is. */
  url: string;
  title: string;
  /** Where the author lands after deleting the post. */
  profileUrl: string;
  locale: Locale;
  strings: IslandStrings;
}

/**
 * What a reader can do with a post besides liking and commenting: share its link, save it, report it, hide
 * it from their feed; its author can delete it (confirmed inline, as comments are). Signed out,
 * report and hide open the login popup and send nothing (the API client's rule).
 */
export default function PostActions({ postId, authorId, url, title, profileUrl, locale, strings }: Props) {
  const t = useMemo(() => createIslandTranslator(locale, strings), [locale, strings]);
  const hydrated = useHydrated();
  const mine = useStore($userInfo)?.id === authorId && hydrated;
  const { busy, run } = useBusyAction(t('error.write'));
  const [confirming, setConfirming] = useState(false);
  const [hidden, setHidden] = useState(false);

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('actions.copied'), color: 'success', icon: 'success' });
    } catch {
      toast({ title: t('actions.copyFailed', { url }), color: 'warning', icon: 'warning', duration: 10_000 });
    }
  }

  const toggleHidden = () =>
    run(async () => {
      const answer = await momentsApi.hide(postId, !hidden);
      setHidden(answer.hidden);
      toast({
        title: t(answer.hidden ? 'actions.hiddenDone' : 'actions.unhiddenDone'),
        color: 'success',
        icon: 'success',
      });
    });

  const remove = () =>
    run(async () => {
      await momentsApi.remove(postId);
      location.assign(profileUrl);
    });

  return (
    <div className="post-actions" data-state={hydrated ? 'ready' : 'loading'}>
      <button type="button" className="button button--ghost" onClick={() => void share()}>
        {t('actions.share')}
      </button>
      <SaveToCollection postId={postId} t={t} />
      {!mine && (
        <>
          <PressedButton
            pressed={hidden}
            disabled={busy}
            pressedLabel={t('actions.unhide')}
            label={t('actions.hide')}
            onClick={() => void toggleHidden()}
          />
          <ReportButton
            kind="post"
            t={t}
            failure={t('error.write')}
            send={(reason, note) => momentsApi.report(postId, reason, note)}
          />
        </>
      )}
      {mine &&
        (confirming ? (
          <span className="post-actions__confirm" role="group" aria-label={t('actions.deleteQuestion')}>
            <span>{t('actions.deleteQuestion')}</span>
            <button type="button" className="button button--danger" onClick={remove} disabled={busy}>
              {t('actions.deleteConfirm')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
              {t('actions.cancel')}
            </button>
          </span>
        ) : (
          <button type="button" className="button button--ghost" onClick={() => setConfirming(true)}>
            {t('actions.delete')}
          </button>
        ))}
    </div>
  );
}
