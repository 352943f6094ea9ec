import { useCallback, useEffect, useRef, useState, type SubmitEvent } from 'react';
import { AuthorLine } from './AuthorLine.tsx';
import { useEngagement } from './context.ts';
import type { Comment } from '../contract.ts';
import { engagementApi } from './engagement-api.ts';
import { reportFailure } from '#islands/report-failure.ts';
import { ReportButton } from '#features/moderation/islands/ReportButton.tsx';
import { ShowMore } from './ShowMore.tsx';
import { TextField, textProblem } from './TextField.tsx';
import { usePagedList } from './use-paged-list.ts';
import { newIdempotencyKey } from '#lib/api/transport.ts';
import { ApiCallError } from '#lib/api/transport.ts';
import { keepCommentDraft, takeCommentDraft } from '../taps-before-sign-in.ts';
import { toast } from '#stores/toasts.ts';
import { TranslatedText } from '#features/translation/islands/TranslatedText.tsx';

const PAGE_SIZE = 10;

/** Comments, newest first, with the visitor's form on top and "show more" below. */
export function Comments() {
  const { target, t } = useEngagement();
  const fetchPage = useCallback((page: number) => engagementApi.comments(target, page, PAGE_SIZE), [target]);
  const list = usePagedList<Comment>(fetchPage);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // One key per comment as written: sending the same text again after a failure is a retry (the
  // first attempt may have been stored with its answer lost), so it must not post it twice.
  const attempt = useRef<{ text: string; key: string }>(undefined);
  const draftKey = `${target.kind}:${target.slug}`;
  // A comment written signed out comes back in the field after the sign-in, to be sent (decision 0082).
  useEffect(() => {
    const kept = takeCommentDraft(draftKey);
    if (kept) setText(kept);
  }, [draftKey]);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const problem = textProblem(text, t);
    setError(problem);
    if (problem || busy) return;
    setBusy(true);
    if (attempt.current?.text !== text) attempt.current = { text, key: newIdempotencyKey() };
    try {
      const { comment } = await engagementApi.addComment(target, text, attempt.current.key);
      attempt.current = undefined;
      list.prepend(comment);
      setText('');
      toast({ title: t('comments.posted'), color: 'success', icon: 'success' });
    } catch (failure) {
      if (failure instanceof ApiCallError && failure.code === 'SIGN_IN_REQUIRED') keepCommentDraft(draftKey, text);
      setError(reportFailure(failure, t('error.write')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="eng-block" aria-labelledby="eng-comments-title">
      <h3 id="eng-comments-title">
        {t('comments.title')} <span className="eng-count">({list.total})</span>
      </h3>
      <form className="eng-form" onSubmit={submit} noValidate>
        <TextField label={t('comments.label')} value={text} onChange={setText} error={error} />
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('comments.submit')}
        </button>
      </form>
      {list.status === 'failed' && <LoadFailed onRetry={list.reload} />}
      {list.status !== 'failed' && list.items.length === 0 && (
        <p className="eng-empty">{list.status === 'ready' ? t('comments.empty') : t('loading')}</p>
      )}
      <ol className="eng-list">
        {list.items.map((comment) => (
          <CommentItem key={comment.id} comment={comment} onChanged={list.replace} onDeleted={list.remove} />
        ))}
      </ol>
      <ShowMore list={list} label={t('comments.more')} />
    </section>
  );
}

interface ItemProps {
  comment: Comment;
  onChanged: (comment: Comment) => void;
  onDeleted: (id: string) => void;
}

function CommentItem({ comment, onChanged, onDeleted }: ItemProps) {
  const { t, locale } = useEngagement();
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm-delete'>('view');
  const [draft, setDraft] = useState(comment.text);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function save(event: SubmitEvent) {
    event.preventDefault();
    const problem = textProblem(draft, t);
    setError(problem);
    if (problem || busy) return;
    setBusy(true);
    try {
      onChanged((await engagementApi.editComment(comment.id, draft)).comment);
      setMode('view');
      toast({ title: t('comments.updated'), color: 'success', icon: 'success' });
    } catch (failure) {
      setError(reportFailure(failure, t('error.write')));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    try {
      await engagementApi.deleteComment(comment.id);
      onDeleted(comment.id);
      toast({ title: t('comments.deleted'), color: 'success', icon: 'success' });
    } catch (failure) {
      reportFailure(failure, t('error.write'));
      setBusy(false);
    }
  }

  return (
    <li className="eng-item" data-comment-id={comment.id}>
      <AuthorLine author={comment.author} mine={comment.mine} date={comment.createdAt} edited={comment.edited} />
      {mode === 'edit' ? (
        <form className="eng-form" onSubmit={save} noValidate>
          <TextField label={t('comments.editLabel')} value={draft} onChange={setDraft} error={error} autoFocus />
          <div className="eng-actions">
            <button type="submit" className="button button--primary" disabled={busy}>
              {t('action.save')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setMode('view')}>
              {t('action.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <TranslatedText
          key={comment.text}
          original={{ kind: 'comment', id: comment.id }}
          text={comment.text}
          language={comment.language}
          translation={comment.translation}
          locale={locale}
          t={t}
          className="eng-text"
        />
      )}
      {!comment.mine && mode === 'view' && (
        <div className="eng-actions">
          <ReportButton
            kind="comment"
            t={t}
            failure={t('error.write')}
            send={(reason, note) => engagementApi.reportComment(comment.id, reason, note)}
          />
        </div>
      )}
      {comment.mine && mode === 'view' && (
        <div className="eng-actions">
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setDraft(comment.text);
              setError(undefined);
              setMode('edit');
            }}
          >
            {t('action.edit')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => setMode('confirm-delete')}>
            {t('action.delete')}
          </button>
        </div>
      )}
      {mode === 'confirm-delete' && (
        <div className="eng-actions" role="group" aria-label={t('comments.confirmDelete')}>
          <span>{t('comments.confirmDelete')}</span>
          <button type="button" className="button button--danger" onClick={remove} disabled={busy}>
            {t('action.confirmDelete')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => setMode('view')}>
            {t('action.cancel')}
          </button>
        </div>
      )}
    </li>
  );
}

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useEngagement();
  return (
    <p className="eng-empty" role="status">
      {t('error.load')}{' '}
      <button type="button" className="button button--ghost" onClick={onRetry}>
        {t('action.retry')}
      </button>
    </p>
  );
}
