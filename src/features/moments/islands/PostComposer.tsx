import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { api, ApiCallError } from '#lib/api/client.ts';
import { MOMENT_LIMITS, type momentCalls } from '../contract.ts';
import { newIdempotencyKey } from '#lib/api/transport.ts';
import type { IslandStrings } from '#lib/i18n/island-strings.ts';
import { createIslandTranslator } from '#lib/i18n/island-translator.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { checkPictures, parseTags } from '../compose.ts';
import { clearDraftFiles, loadDraftFiles, saveDraftFiles } from '../draft-files.ts';
import { $postDraft, clearPostDraft, editPostDraft } from '../moment-post-draft.ts';
import ComposerForm from './ComposerForm.tsx';
import { useDropZone } from './use-drop-zone.ts';
import './composer.css';

interface Props {
  locale: Locale;
  strings: IslandStrings;
}

type Phase = { step: 'editing' } | { step: 'uploading'; sent: number } | { step: 'posting' };

/**
 * Writing a photo post: pick or drop 1 to 10 pictures (previewed), a caption, tags and an optional
 * place of the catalogue found by name; then each picture uploads with a progress bar and the post
 * is created. The draft (words, tags, place) is in localStorage and its pictures in IndexedDB, so a
 * reload or the sign-in the post needs finds it as it was. A failure says why and keeps the draft.
 */
export default function PostComposer({ locale, strings }: Props) {
  const t = useMemo(() => createIslandTranslator(locale, strings), [locale, strings]);
  const draft = useStore($postDraft);
  const [files, setFiles] = useState<File[]>([]);
  const [previews, setPreviews] = useState<string[]>([]);
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');
  const [phase, setPhase] = useState<Phase>({ step: 'editing' });
  const restored = useRef(false);
  const busy = phase.step !== 'editing';

  // The draft's pictures come back from IndexedDB once, when the island starts.
  useEffect(() => {
    void loadDraftFiles().then((kept) => {
      restored.current = true;
      if (kept === null) {
        if ($postDraft.get().pictures > 0) setNotice(t('create.picturesLost'));
        return;
      }
      // Pictures chosen while IndexedDB answered win; a new array saves them (the effect below).
      setFiles((current) => (current.length > 0 ? [...current] : kept));
      if (kept.length > 0 || $postDraft.get().text) setNotice(t('create.draftRestored'));
    });
  }, []);

  useEffect(() => {
    const urls = files.map((file) => URL.createObjectURL(file));
    setPreviews(urls);
    if (restored.current) {
      editPostDraft({ pictures: files.length });
      void saveDraftFiles(files);
    }
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, [files]);

  function addFiles(chosen: readonly File[]) {
    const { accepted, refused } = checkPictures(files, chosen);
    setFiles([...files, ...accepted]);
    setError(
      refused
        .map((problem) => t(`create.refused.${problem.reason}`, { name: problem.name, max: MOMENT_LIMITS.imagesMax }))
        .join(' '),
    );
  }

  const drop = useDropZone((dropped) => {
    if (!busy) addFiles(dropped);
  });

  async function submit() {
    setError('');
    const tags = parseTags(draft.tags);
    if (files.length === 0) return setError(t('create.needPicture'));
    if (tags.length > MOMENT_LIMITS.tags) return setError(t('create.tooManyTags', { max: MOMENT_LIMITS.tags }));
    if (draft.text.length > MOMENT_LIMITS.textMax) return setError(t('create.tooLong', { max: MOMENT_LIMITS.textMax }));
    const total = files.reduce((sum, file) => sum + file.size, 0) || 1;
    let done = 0;
    try {
      setPhase({ step: 'uploading', sent: 0 });
      const uploadIds: string[] = [];
      for (const file of files) {
        const form = new FormData();
        form.append('file', file, file.name || 'picture');
        const { upload } = await api.upload<(typeof momentCalls)['uploadCreate']>(
          'POST /moments/uploads/create',
          form,
          {
            auth: true,
            onProgress: (share) => setPhase({ step: 'uploading', sent: (done + share * file.size) / total }),
          },
        );
        done += file.size;
        uploadIds.push(upload.id);
      }
      setPhase({ step: 'posting' });
      const { post } = await api.call<(typeof momentCalls)['postCreate']>(
        'POST /moments/posts/create',
        { text: draft.text, tags, uploadIds, ...(draft.place ? { placeSlug: draft.place.slug } : {}) },
        { auth: true, idempotencyKey: newIdempotencyKey() },
      );
      clearPostDraft();
      await clearDraftFiles();
      location.assign(post.url);
    } catch (failure) {
      setPhase({ step: 'editing' });
      // Signed out: the login popup is open and nothing was sent; the draft waits for the sign-in.
      if (failure instanceof ApiCallError && failure.code === 'SIGN_IN_REQUIRED') return;
      // A field's message says which rule (the photo's type, the upload budget); the code's is generic.
      const reason = failure instanceof ApiCallError ? (Object.values(failure.fields)[0] ?? failure.message) : '';
      setError(
        reason
          ? t('create.failed', { reason })
          : t(
              failure instanceof ApiCallError && failure.code === 'NETWORK_ERROR'
                ? 'create.network'
                : 'create.failedPlain',
            ),
      );
    }
  }

  const status =
    phase.step === 'uploading'
      ? t('create.uploading', { percent: Math.round(phase.sent * 100) })
      : phase.step === 'posting'
        ? t('create.posting')
        : '';
  return (
    <ComposerForm
      locale={locale}
      t={t}
      idPrefix="composer"
      rows={5}
      draft={draft}
      onEdit={editPostDraft}
      busy={busy}
      progress={phase.step === 'editing' ? undefined : phase.step === 'uploading' ? phase.sent : 1}
      status={status}
      error={error}
      submitLabel={t('create.submit')}
      onSubmit={() => void submit()}
    >
      {notice && <p className="composer__notice">{notice}</p>}
      <fieldset className="composer__pictures" disabled={busy}>
        <legend>{t('create.pictures', { max: MOMENT_LIMITS.imagesMax })}</legend>
        <div className={drop.className} {...drop.handlers}>
          <p>{t('create.drop')}</p>
          <label className="button button--ghost composer__pick">
            {t('create.pick')}
            <input
              className="visually-hidden"
              type="file"
              accept="image/jpeg,image/png,image/webp,image/heic,.heic,.heif"
              multiple
              onChange={(event) => {
                addFiles([...(event.target.files ?? [])]);
                event.target.value = '';
              }}
            />
          </label>
          <p className="composer__hint">{t('create.pictureHint', { mb: MOMENT_LIMITS.imageMaxBytes / 1024 / 1024 })}</p>
        </div>
        {previews.length > 0 && (
          <ul className="composer__previews" aria-label={t('create.chosen', { count: files.length })}>
            {previews.map((url, index) => (
              <li key={url}>
                <img src={url} alt={t('create.previewAlt', { n: index + 1, name: files[index]?.name ?? '' })} />
                <button
                  type="button"
                  className="composer__remove"
                  aria-label={t('create.remove', { n: index + 1 })}
                  onClick={() => setFiles(files.filter((_, i) => i !== index))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
    </ComposerForm>
  );
}
