import { MOMENT_LIMITS } from '../contract.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import PlacePicker, { type ChosenPlace } from './PlacePicker.tsx';

/** What the photo and reel drafts both hold besides their media. */
export interface CaptionDraft {
  text: string;
  tags: string;
  place: ChosenPlace | null;
}

export interface CaptionFieldsProps {
  locale: Locale;
  /** Translates the composer's `create.…` keys. */
  t: IslandTranslate;
  /** Keeps the hint ids of the photo and reel composers apart. */
  idPrefix: string;
  rows: number;
  draft: CaptionDraft;
  disabled: boolean;
  onEdit: (change: Partial<CaptionDraft>) => void;
}

/**
 * The caption (with its length count), the tags as typed and the optional place: the same fields
 * for a photo post and for a reel, each writing into its own draft store through onEdit.
 */
export default function CaptionFields({ locale, t, idPrefix, rows, draft, disabled, onEdit }: CaptionFieldsProps) {
  return (
    <>
      <label className="composer__field">
        <span>{t('create.text')}</span>
        <textarea
          value={draft.text}
          rows={rows}
          disabled={disabled}
          placeholder={t('create.textPlaceholder')}
          aria-describedby={`${idPrefix}-text-count`}
          onChange={(event) => onEdit({ text: event.target.value })}
        />
        <small id={`${idPrefix}-text-count`}>
          {t('create.count', { count: draft.text.length, max: MOMENT_LIMITS.textMax })}
        </small>
      </label>
      <label className="composer__field">
        <span>{t('create.tags')}</span>
        <input
          type="text"
          value={draft.tags}
          disabled={disabled}
          placeholder={t('create.tagsPlaceholder')}
          aria-describedby={`${idPrefix}-tags-hint`}
          onChange={(event) => onEdit({ tags: event.target.value })}
        />
        <small id={`${idPrefix}-tags-hint`}>{t('create.tagsHint', { max: MOMENT_LIMITS.tags })}</small>
      </label>
      <div className="composer__field">
        <PlacePicker
          locale={locale}
          t={t}
          value={draft.place}
          disabled={disabled}
          onChange={(place) => onEdit({ place })}
        />
      </div>
    </>
  );
}
