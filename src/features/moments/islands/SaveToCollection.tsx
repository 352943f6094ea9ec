import { useStore } from '@nanostores/react';
import { useEffect, useId, useState, type SubmitEvent } from 'react';
import type { Collection } from '../contract.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import { COLLECTION_NAME_MAX } from '../contract-values.ts';
import { $signedIn } from '#stores/auth.ts';
import { keepTap, keptTaps, sendKeptTap } from '#features/engagement/taps-before-sign-in.ts';
import { toast } from '#stores/toasts.ts';
import { momentsApi } from './moments-api.ts';
import PressedButton from './PressedButton.tsx';
import { useBusyAction } from '#islands/use-busy-action.ts';

interface Props {
  postId: string;
  t: IslandTranslate;
}

/**
 * Save a post into the default collection with one tap, or into a named one (decision 0082).
 * Signed out, the tap is kept while the login popup is open and applied after the sign-in or the
 * new account, when the page comes back; the collections shown are then the server's.
 */
export function SaveToCollection({ postId, t }: Props) {
  const signedIn = useStore($signedIn);
  const [collections, setCollections] = useState<Collection[]>([]);
  const [name, setName] = useState('');
  const { busy, run } = useBusyAction(t('error.write'));
  const saved = collections.some((collection) => collection.holds);
  const listId = useId();

  useEffect(() => {
    if (!signedIn) return;
    void run(async () => {
      for (const tap of keptTaps('save')) await sendKeptTap(tap, () => momentsApi.save(tap.postId, tap.collection));
      setCollections((await momentsApi.collections(postId)).items);
    });
    // Once per sign-in and post (`run` is a new function every render).
  }, [signedIn, postId]);

  const saveInto = (collection?: string) =>
    run(async () => {
      if (!signedIn) keepTap(collection ? { kind: 'save', postId, collection } : { kind: 'save', postId });
      const answer = await momentsApi.save(postId, collection);
      setCollections(answer.items);
      const into = answer.items.find((item) => (collection ? item.name === collection : item.default));
      toast({
        title: t('actions.savedTo', { name: into?.name ?? collection ?? '' }),
        color: 'success',
        icon: 'success',
      });
    });

  const toggle = () =>
    saved
      ? run(async () => {
          setCollections((await momentsApi.unsave(postId)).items);
          toast({ title: t('actions.unsavedDone'), color: 'success', icon: 'success' });
        })
      : saveInto();

  function submit(event: SubmitEvent) {
    event.preventDefault();
    const typed = name.trim();
    if (!typed) return;
    void saveInto(typed).then(() => setName(''));
  }

  return (
    <>
      <PressedButton
        pressed={saved}
        disabled={busy}
        pressedLabel={t('actions.saved')}
        label={t('actions.save')}
        onClick={() => void toggle()}
      />
      <details className="post-actions__save-to">
        <summary className="button button--ghost">{t('actions.saveTo')}</summary>
        <form onSubmit={submit}>
          <label htmlFor={`${listId}-name`}>{t('actions.collectionName')}</label>
          <div className="post-actions__save-row">
            <input
              id={`${listId}-name`}
              value={name}
              maxLength={COLLECTION_NAME_MAX}
              list={listId}
              autoComplete="off"
              onChange={(event) => setName(event.target.value)}
            />
            <button type="submit" className="button button--primary" disabled={busy}>
              {t('actions.save')}
            </button>
          </div>
          <datalist id={listId}>
            {collections
              .filter((collection) => !collection.default)
              .map((collection) => (
                <option key={collection.id} value={collection.name} />
              ))}
          </datalist>
          <p className="post-actions__note-line">{t('actions.savePrivate')}</p>
        </form>
      </details>
    </>
  );
}
