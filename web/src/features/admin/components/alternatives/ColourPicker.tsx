import { useEffect, useRef, useState } from 'react';

type ColourPickerProps = {
  label: string;
  value: string;
  disabled?: boolean;
  /** Called once the picker closes with a new colour, not on every step of dragging through it. */
  onCommit: (colour: string) => void;
};

/** A colour swatch that opens the browser's colour picker. */
export function ColourPicker({ label, value, disabled, onCommit }: ColourPickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [shown, setShown] = useState(value);

  useEffect(() => setShown(value), [value]);

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return undefined;
    // React's onChange fires on every input event; the native change event fires once the choice is made.
    const commit = () => {
      if (input.value !== value) onCommit(input.value);
    };
    input.addEventListener('change', commit);
    return () => input.removeEventListener('change', commit);
  }, [value, onCommit]);

  return (
    <input
      ref={inputRef}
      type="color"
      className="colour-swatch"
      aria-label={label}
      value={shown}
      disabled={disabled}
      onChange={(event) => setShown(event.target.value)}
    />
  );
}
