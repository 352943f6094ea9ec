import { useId } from 'react';
import { useEngagement } from './context.ts';
import { TEXT_MAX } from '#lib/api/contract/common.ts';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  rows?: number;
  autoFocus?: boolean;
}

/** A labelled text area with the characters left, announced politely, and its error. */
export function TextField({ label, value, onChange, error, rows = 3, autoFocus }: Props) {
  const { t } = useEngagement();
  const id = useId();
  const left = TEXT_MAX - value.length;
  return (
    <div className="eng-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={rows}
        value={value}
        // One more than the limit can be typed, so an over-long paste is told, not silently cut.
        maxLength={TEXT_MAX + 1}
        aria-invalid={Boolean(error) || left < 0}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => onChange(event.target.value)}
        // Focus moves into an editor the visitor just opened.
        autoFocus={autoFocus}
      />
      <p id={`${id}-hint`} className="eng-field__hint" aria-live="polite">
        {left < 0 ? t('text.tooLong', { max: TEXT_MAX }) : left <= 200 ? t('text.remaining', { count: left }) : ''}
      </p>
      {error && (
        <p id={`${id}-error`} className="eng-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** Why a text cannot be sent, or undefined when it can. */
export function textProblem(text: string, t: ReturnType<typeof useEngagement>['t'], optional = false) {
  if (!text.trim()) return optional ? undefined : t('text.empty');
  if (text.length > TEXT_MAX) return t('text.tooLong', { max: TEXT_MAX });
  return undefined;
}
