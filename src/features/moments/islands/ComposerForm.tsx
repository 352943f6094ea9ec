import type { ReactNode } from 'react';
import CaptionFields, { type CaptionFieldsProps } from './CaptionFields.tsx';
import ComposerStatus from './ComposerStatus.tsx';

interface Props extends Omit<CaptionFieldsProps, 'disabled'> {
  /** Sending: the fields and the button rest meanwhile. */
  busy: boolean;
  /** The share sent so far (0 to 1); without it no progress bar shows. */
  progress: number | undefined;
  status: string;
  error: string;
  submitLabel: string;
  /** Besides while busy (nothing to share yet). */
  submitDisabled?: boolean;
  onSubmit: () => void;
  /** What comes before the caption: notes and the media picker. */
  children: ReactNode;
}

/**
 * The form both composers are (a photo post and a reel): their own media part, then the same
 * caption fields, progress, status and error lines and the share button.
 */
export default function ComposerForm({
  locale,
  t,
  idPrefix,
  rows,
  draft,
  onEdit,
  busy,
  progress,
  status,
  error,
  submitLabel,
  submitDisabled = false,
  onSubmit,
  children,
}: Props) {
  return (
    <form
      className="composer"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) onSubmit();
      }}
    >
      {children}
      <CaptionFields
        locale={locale}
        t={t}
        idPrefix={idPrefix}
        rows={rows}
        draft={draft}
        disabled={busy}
        onEdit={onEdit}
      />
      <ComposerStatus t={t} progress={progress} status={status} error={error} />
      <button type="submit" className="button button--primary" disabled={busy || submitDisabled}>
        {submitLabel}
      </button>
    </form>
  );
}
