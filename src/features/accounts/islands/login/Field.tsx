import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
  /** A control that belongs to the input and sits at its end (the show-password toggle). */
  adornment?: ReactNode;
}

/** A labelled input with its hint and its error, both announced with the field. */
export function Field({ label, hint, error, className, ref, adornment, ...input }: Props) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`account-field ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      {adornment ? (
        <div className="account-field__control">
          <input ref={ref} id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
          {adornment}
        </div>
      ) : (
        <input ref={ref} id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="account-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="account-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A message for the whole form, announced when it appears. */
export function FormError({ message }: { message?: string }) {
  return (
    <p className="account-form__error" role="alert">
      {message ?? ''}
    </p>
  );
}
