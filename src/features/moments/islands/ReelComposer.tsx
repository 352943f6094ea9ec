import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { api, ApiCallError } from '#lib/api/client.ts';
import { MOMENT_LIMITS, type momentCalls, type Post } from '../contract.ts';
import { REEL_ACCEPT, REEL_LIMITS, type reelCalls } from '../reels-contract.ts';
import { newIdempotencyKey } from '#lib/api/transport.ts';
import type { IslandStrings } from '#lib/i18n/island-strings.ts';
import { createIslandTranslator } from '#lib/i18n/island-translator.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { parseTags } from '../compose.ts';
import { checkVideo } from '../reel-file.ts';
import { $signedIn } from '#stores/auth.ts';
import { $reelDraft, clearReelDraft, editReelDraft } from '../reel-draft.ts';
import ComposerForm from './ComposerForm.tsx';
import { useDropZone } from './use-drop-zone.ts';
import './composer.css';

interface Props {
  locale: Locale;
  strings: IslandStrings;
}

type Phase =
  | { step: 'editing' }
  | { step: 'uploading'; sent: number }
  | { step: 'posting' }
  | { step: 'processing'; post: Post; uploadId: string }
  | { step: 'ready'; post: Post }
  | { step: 'failed'; reason: string };

/** How often the page asks whether the reel is transcoded. */
const POLL_MS = 2000;

/**
 * Writing a reel (decision 0053): pick or drop one video (previewed, checked here for type, size
 * and length before anything is sent), which uploads at once with a progress bar while the caption,
 * tags and place are written; sharing creates the reel, then the page follows its transcoding
 * (processing, only its author sees it) until it is ready or says why it failed. The draft, the
 * uploaded video's id included, is in localStorage: a reload finds it as it was.
 */
export default function ReelComposer({ locale, strings }: Props) {
  const t = useMemo(() => createIslandTranslator(locale, strings), [locale, strings]);
  const draft = useStore($reelDraft);
  const [file, setFile] = useState<File>();
  const [preview, setPreview] = useState<string>();
  const [error, setError] = useState('');
  const [phase, setPhase] = useState<Phase>({ step: 'editing' });
  const uploading = useRef<Promise<string | undefined> | undefined>(undefined);
  const busy = phase.step === 'uploading' || phase.step === 'posting';
  const done = phase.step === 'processing' || phase.step === 'ready';

  useEffect(() => {
    if (!file) return setPreview(undefined);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  // While the reel is transcoded, its status is asked until it is ready or failed.
  useEffect(() => {
    if (phase.step !== 'processing') return;
    const timer = setInterval(() => {
      void api
        .call<(typeof reelCalls)['status']>('GET /moments/reels/status', { id: phase.uploadId }, { auth: true })
        .then(({ reel }) => {
          if (reel.status === 'ready') setPhase({ step: 'ready', post: phase.post });
          if (reel.status === 'failed') setPhase({ step: 'failed', reason: reel.error ?? '' });
        })
        .catch(() => undefined);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [phase]);

  /** Sends the chosen video; answers its upload id, or undefined after saying why not. */
  function upload(video: File): Promise<string | undefined> {
    uploading.current ??= (async () => {
      setPhase({ step: 'uploading', sent: 0 });
      try {
        const answer = await api.uploadFile<(typeof reelCalls)['upload']>('POST /moments/reels/upload', video, {
          params: { name: video.name.slice(0, 200) },
          idempotencyKey: newIdempotencyKey(),
          onProgress: (sent) => setPhase({ step: 'uploading', sent }),
        });
        editReelDraft({ upload: { id: answer.upload.id, name: video.name } });
        setPhase({ step: 'editing' });
        return answer.upload.id;
      } catch (failure) {
        setPhase({ step: 'editing' });
        // Signed out: the login popup is open and nothing was sent; sharing uploads it after sign-in.
        if (!(failure instanceof ApiCallError && failure.code === 'SIGN_IN_REQUIRED')) setError(describe(failure));
        return undefined;
      } finally {
        uploading.current = undefined;
      }
    })();
    return uploading.current;
  }

  function describe(failure: unknown): string {
    if (!(failure instanceof ApiCallError)) return t('create.uploadFailed', { reason: '' });
    const reason = Object.values(failure.fields)[0] ?? failure.message;
    return reason ? t('create.uploadFailed', { reason }) : t('create.network');
  }

  async function choose(chosen: File | undefined) {
    if (!chosen || busy) return;
    setError('');
    const problem = await checkVideo(chosen);
    if (problem)
      return setError(
        t(`field.${problem}`, { seconds: REEL_LIMITS.maxSeconds, megabytes: REEL_LIMITS.maxBytes / 1024 / 1024 }),
      );
    setFile(chosen);
    editReelDraft({ upload: null });
    if ($signedIn.get()) await upload(chosen);
  }

  const drop = useDropZone((dropped) => void choose(dropped[0]));

  async function share() {
    setError('');
    const tags = parseTags(draft.tags);
    if (tags.length > MOMENT_LIMITS.tags) return setError(t('create.tooManyTags', { max: MOMENT_LIMITS.tags }));
    if (draft.text.length > MOMENT_LIMITS.textMax) return setError(t('create.tooLong', { max: MOMENT_LIMITS.textMax }));
    let uploadId = draft.upload?.id;
    if (!uploadId && file) uploadId = await upload(file);
    if (!uploadId) return file ? undefined : setError(t('create.noVideo'));
    try {
      setPhase({ step: 'posting' });
      const { post } = await api.call<(typeof momentCalls)['postCreate']>(
        'POST /moments/posts/create',
        { text: draft.text, tags, uploadIds: [uploadId], ...(draft.place ? { placeSlug: draft.place.slug } : {}) },
        { auth: true, idempotencyKey: newIdempotencyKey() },
      );
      clearReelDraft();
      if (post.status === 'ready') setPhase({ step: 'ready', post });
      else if (post.status === 'failed') setPhase({ step: 'failed', reason: post.media[0]?.error ?? '' });
      else setPhase({ step: 'processing', post, uploadId });
    } catch (failure) {
      setPhase({ step: 'editing' });
      if (failure instanceof ApiCallError && failure.code === 'SIGN_IN_REQUIRED') return;
      setError(
        failure instanceof ApiCallError && failure.message
          ? t('create.failed', { reason: failure.message })
          : t('create.failedPlain'),
      );
    }
  }

  function startOver() {
    setFile(undefined);
    setPhase({ step: 'editing' });
  }

  if (done || phase.step === 'failed')
    return (
      <div className="composer">
        <p role="status" className="composer__status" data-reel-state={phase.step}>
          {phase.step === 'processing'
            ? t('create.processing')
            : phase.step === 'ready'
              ? t('create.ready')
              : t('create.failed', { reason: phase.reason })}
        </p>
        {phase.step === 'processing' && <progress className="composer__progress" aria-label={t('create.processing')} />}
        {phase.step === 'ready' && (
          <a className="button button--primary" href={phase.post.url}>
            {t('create.open')}
          </a>
        )}
        <button type="button" className="button button--ghost" onClick={startOver}>
          {t('create.another')}
        </button>
      </div>
    );

  const status =
    phase.step === 'uploading'
      ? t('create.uploading', { percent: Math.round(phase.sent * 100) })
      : phase.step === 'posting'
        ? t('create.posting')
        : draft.upload
          ? t('create.uploaded', { name: draft.upload.name })
          : '';
  return (
    <ComposerForm
      locale={locale}
      t={t}
      idPrefix="reel"
      rows={4}
      draft={draft}
      onEdit={editReelDraft}
      busy={busy}
      progress={phase.step === 'uploading' ? phase.sent : undefined}
      status={status}
      error={error}
      submitLabel={t('create.publish')}
      submitDisabled={!file && !draft.upload}
      onSubmit={() => void share()}
    >
      <p className="composer__hint">{t('create.draftKept')}</p>
      <fieldset className="composer__pictures" disabled={busy}>
        <legend>
          {t('create.intro', { seconds: REEL_LIMITS.maxSeconds, megabytes: REEL_LIMITS.maxBytes / 1024 / 1024 })}
        </legend>
        <div className={drop.className} {...drop.handlers}>
          <label className="button button--ghost composer__pick">
            {t('create.pick')}
            <input
              className="visually-hidden"
              type="file"
              accept={REEL_ACCEPT}
              onChange={(event) => {
                void choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </label>
          <p>{t('create.drop')}</p>
        </div>
        {preview && (
          <video
            className="composer__video"
            src={preview}
            controls
            muted
            playsInline
            aria-label={t('create.preview')}
          />
        )}
      </fieldset>
    </ComposerForm>
  );
}
