import { useCallback, useState, type SubmitEvent } from 'react';
import { AuthorLine } from './AuthorLine.tsx';
import { LoadFailed } from './Comments.tsx';
import { useEngagement } from './context.ts';
import type { RatingSummary, Review } from '../contract.ts';
import { engagementApi } from './engagement-api.ts';
import { reportFailure } from '#islands/report-failure.ts';
import { ReportButton } from '#features/moderation/islands/ReportButton.tsx';
import { ShowMore } from './ShowMore.tsx';
import { Stars, StarInput } from './Stars.tsx';
import { TextField, textProblem } from './TextField.tsx';
import { usePagedList } from './use-paged-list.ts';
import { toast } from '#stores/toasts.ts';

const PAGE_SIZE = 5;

interface Props {
  onSummary: (summary: RatingSummary) => void;
}

/** Ratings 1 to 5 with optional text: one review per visitor, saved again to edit. */
export function Reviews({ onSummary }: Props) {
  const { target, t } = useEngagement();
  const fetchPage = useCallback(
    async (page: number) => {
      const result = await engagementApi.reviews(target, page, PAGE_SIZE);
      onSummary({ average: result.average, count: result.count });
      return result;
    },
    [target, onSummary],
  );
  const list = usePagedList<Review>(fetchPage);
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; text?: string }>({});
  const [busy, setBusy] = useState(false);
  const mine = list.items.find((review) => review.mine);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const problems = {
      rating: rating >= 1 && rating <= 5 ? undefined : t('reviews.ratingRequired'),
      text: textProblem(text, t, true),
    };
    setErrors(problems);
    if (problems.rating || problems.text || busy) return;
    setBusy(true);
    try {
      const saved = await engagementApi.saveReview(target, rating, text);
      if (mine) list.replace(saved.review);
      else list.prepend(saved.review);
      onSummary(saved.summary);
      toast({ title: t('reviews.saved'), color: 'success', icon: 'success' });
    } catch (failure) {
      setErrors({ text: reportFailure(failure, t('error.write')) });
    } finally {
      setBusy(false);
    }
  }

  async function remove(review: Review) {
    try {
      await engagementApi.deleteReview(review.id);
      list.remove(review.id);
      setRating(0);
      setText('');
      await list.reload(); // the average changed: read it again
      toast({ title: t('reviews.deleted'), color: 'success', icon: 'success' });
    } catch (failure) {
      reportFailure(failure, t('error.write'));
    }
  }

  return (
    <section className="eng-block" aria-labelledby="eng-reviews-title">
      <h3 id="eng-reviews-title">
        {t('reviews.title')} <span className="eng-count">({list.total})</span>
      </h3>
      <form className="eng-form" onSubmit={submit} noValidate>
        <StarInput value={rating} onChange={setRating} error={errors.rating} />
        <TextField label={t('reviews.textLabel')} value={text} onChange={setText} error={errors.text} />
        <button type="submit" className="button button--primary" disabled={busy}>
          {mine ? t('reviews.update') : t('reviews.save')}
        </button>
      </form>
      {list.status === 'failed' && <LoadFailed onRetry={list.reload} />}
      {list.status !== 'failed' && list.items.length === 0 && (
        <p className="eng-empty">{list.status === 'ready' ? t('reviews.empty') : t('loading')}</p>
      )}
      <ol className="eng-list">
        {list.items.map((review) => (
          <li key={review.id} className="eng-item" data-review-id={review.id}>
            <AuthorLine author={review.author} mine={review.mine} date={review.updatedAt} />
            <Stars value={review.rating} />
            {review.text && <p className="eng-text">{review.text}</p>}
            {!review.mine && (
              <div className="eng-actions">
                <ReportButton
                  kind="review"
                  t={t}
                  failure={t('error.write')}
                  send={(reason, note) => engagementApi.reportReview(review.id, reason, note)}
                />
              </div>
            )}
            {review.mine && (
              <div className="eng-actions">
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => {
                    setRating(review.rating);
                    setText(review.text ?? '');
                  }}
                >
                  {t('action.edit')}
                </button>
                <button type="button" className="button button--ghost" onClick={() => remove(review)}>
                  {t('action.delete')}
                </button>
              </div>
            )}
          </li>
        ))}
      </ol>
      <ShowMore list={list} label={t('reviews.more')} />
    </section>
  );
}
