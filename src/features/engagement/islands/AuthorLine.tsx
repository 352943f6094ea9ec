import { useEngagement } from './context.ts';
import type { Author } from '#lib/api/contract/common.ts';

interface Props {
  author: Author;
  mine: boolean;
  date: string;
  edited?: boolean;
}

/** Who wrote it and when: avatar (or initial), name, date; "you" for the visitor's own. */
export function AuthorLine({ author, mine, date, edited }: Props) {
  const { t, locale } = useEngagement();
  const when = new Date(date);
  return (
    <p className="eng-author">
      {author.avatarUrl ? (
        <img className="eng-author__avatar" src={author.avatarUrl} alt="" width={32} height={32} loading="lazy" />
      ) : (
        <span className="eng-author__avatar eng-author__avatar--initial" aria-hidden="true">
          {author.fullname.trim().charAt(0).toUpperCase() || '?'}
        </span>
      )}
      <span className="eng-author__name">{author.fullname}</span>
      {mine && <span className="eng-author__you">{t('author.you')}</span>}
      <time className="eng-author__date" dateTime={date}>
        {new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(when)}
      </time>
      {edited && <span className="eng-author__edited">· {t('comments.edited')}</span>}
    </p>
  );
}
