import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { api } from '#lib/api/client.ts';
import type { momentCalls } from '../contract.ts';
import type { reelCalls } from '../reels-contract.ts';
import type { IslandStrings } from '#lib/i18n/island-strings.ts';
import { createIslandTranslator } from '#lib/i18n/island-translator.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { $signedIn } from '#stores/auth.ts';

interface Props {
  postId: string;
  locale: Locale;
  strings: IslandStrings;
}

type State = { step: 'processing'; mediaId: string } | { step: 'failed'; reason: string };

/** How often the author's page asks whether the reel is transcoded. */
const POLL_MS = 2000;

/**
 * A reel's page while its video is transcoded (decision 0053): the server renders it as everyone
 * else gets it, a 404, since it cannot know the caller; here the signed-in author's own session
 * reads the post, and only for them the page says it is being prepared (then shows the reel once
 * it is ready) or why it failed, in their language. Anyone else keeps the plain 404.
 */
export default function ReelPending({ postId, locale, strings }: Props) {
  const t = useMemo(() => createIslandTranslator(locale, strings), [locale, strings]);
  const signedIn = useStore($signedIn);
  const [state, setState] = useState<State>();

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    void api
      .call<(typeof momentCalls)['postDetail']>('POST /moments/posts/detail', { id: postId })
      .then(({ post }) => {
        const video = post.media[0];
        if (!live || !post.mine || post.kind !== 'reel' || !video) return;
        if (post.status === 'processing') setState({ step: 'processing', mediaId: video.id });
        if (post.status === 'failed') setState({ step: 'failed', reason: video.error ?? '' });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [signedIn, postId]);

  // Ready: the page, rendered again, is the reel's own.
  useEffect(() => {
    if (state?.step !== 'processing') return;
    const timer = setInterval(() => {
      void api
        .call<(typeof reelCalls)['status']>('GET /moments/reels/status', { id: state.mediaId }, { auth: true })
        .then(({ reel }) => {
          if (reel.status === 'ready') window.location.reload();
          if (reel.status === 'failed') setState({ step: 'failed', reason: reel.error ?? '' });
        })
        .catch(() => undefined);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [state]);

  if (!state) return null;
  return (
    <section className="reel-pending" data-reel-state={state.step}>
      <p role="status">
        {state.step === 'processing' ? t('detail.processing') : t('detail.failed', { reason: state.reason })}
      </p>
      {state.step === 'processing' && <progress aria-label={t('detail.processing')} />}
    </section>
  );
}
