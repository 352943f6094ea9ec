interface Props {
  pressed: boolean;
  disabled: boolean;
  /** The label while pressed (what a press undoes) and while not. */
  pressedLabel: string;
  label: string;
  onClick: () => void;
}

/** A ghost button that turns something on or off for the reader (hide a post, block someone). */
export default function PressedButton({ pressed, disabled, pressedLabel, label, onClick }: Props) {
  return (
    <button type="button" className="button button--ghost" aria-pressed={pressed} onClick={onClick} disabled={disabled}>
      {pressed ? pressedLabel : label}
    </button>
  );
}
