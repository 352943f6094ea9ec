import type { IslandTranslate } from '#lib/i18n/island-translator.ts';

interface Props {
  t: IslandTranslate;
  /** The share sent so far (0 to 1); without it no progress bar shows. */
  progress?: number;
  status: string;
  error: string;
}

/** The composers' progress bar, live status line and error alert, in that order. */
export default function ComposerStatus({ t, progress, status, error }: Props) {
  return (
    <>
      {progress !== undefined && (
        <progress className="composer__progress" max={1} value={progress} aria-label={t('create.progress')} />
      )}
      <p role="status" className="composer__status">
        {status}
      </p>
      {error && (
        <p role="alert" className="composer__error">
          {error}
        </p>
      )}
    </>
  );
}
