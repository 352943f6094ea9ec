import type { ModeratedItemKind, ModerationAction } from '#features/moderation/contract.ts';
import type { NotificationKind } from '#features/notifications/contract.ts';
import { LOCALES, type Locale } from '#lib/i18n/locales.ts';
import { getTranslator } from '#lib/i18n/translator.ts';
import type { Queryable } from '#server/db/client.ts';
import { notify } from '#features/notifications/server/notify.ts';

/*
 * What a moderator's decision tells people (decision 0089): the author learns what was done to
 * what they wrote and why, the reporters learn whether their report was upheld. Notifications are
 * rendered in each reader's language when read; the parts that are words of ours (what the item
 * is, a default reason, the end of a suspension) are stored in every language (`what_vi`, …),
 * which the renderer picks from (notifications/render.ts).
 */

const EXCERPT_MAX = 80;

const AUTHOR_NOTICES: Record<Exclude<ModerationAction, 'dismiss'>, NotificationKind> = {
  hide: 'moderation.hidden',
  remove: 'moderation.removed',
  warn: 'moderation.warned',
  suspend: 'moderation.suspended',
  ban: 'moderation.banned',
};

/** A parameter in every language: `{ what_vi, what_en, what_zh }`. */
function inEveryLocale(name: string, word: (t: ReturnType<typeof getTranslator>, locale: Locale) => string) {
  return Object.fromEntries(LOCALES.map((locale) => [`${name}_${locale}`, word(getTranslator(locale), locale)]));
}

export interface Decision {
  action: ModerationAction;
  kind: ModeratedItemKind;
  itemId: string;
  /** The item's text when it was decided (empty for a photo post without words). */
  text: string;
  authorId: string;
  reporters: { reportId: string; reporterId: string }[];
  note: string;
  /** A suspension's end. */
  until?: Date | undefined;
  /** The item's page, for a reporter whose report was dismissed (the item stays up). */
  link: string | null;
  decidedAt: Date;
}

export async function noticeDecision(tx: Queryable, decision: Decision): Promise<void> {
  const excerpt = decision.text.length > EXCERPT_MAX ? `${decision.text.slice(0, EXCERPT_MAX - 1)}…` : decision.text;
  const what = inEveryLocale('what', (t) => t(`notifications:moderation.item.${decision.kind}`));
  const stamp = decision.decidedAt.getTime();
  if (decision.action !== 'dismiss') {
    const reason = decision.note
      ? { note: decision.note }
      : inEveryLocale('note', (t) => t('notifications:moderation.defaultReason'));
    const end = decision.until;
    const until = end
      ? inEveryLocale('until', (_t, locale) =>
          end.toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Ho_Chi_Minh' }),
        )
      : {};
    await notify(
      tx,
      decision.authorId,
      AUTHOR_NOTICES[decision.action],
      { ...what, ...reason, ...until, excerpt },
      { dedupeKey: `moderation:${decision.kind}:${decision.itemId}:${stamp}` },
    );
  }
  const upheld = decision.action !== 'dismiss';
  for (const { reportId, reporterId } of decision.reporters)
    await notify(
      tx,
      reporterId,
      upheld ? 'moderation.reportUpheld' : 'moderation.reportDismissed',
      { ...what, excerpt },
      {
        dedupeKey: `moderation:report:${reportId}:${stamp}`,
        ...(!upheld && decision.link ? { link: decision.link } : {}),
      },
    );
}
