import { useState, type InputHTMLAttributes } from 'react';

interface NumberFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'min' | 'max'> {
  value: number;
  min: number;
  max: number;
  onValue: (value: number) => void;
}

/**
 * A whole-number field the player can clear and retype: what is typed stays as typed, every valid
 * figure is passed on at once (clamped to the limits), and leaving the field shows the value in force.
 */
export function NumberField({ value, min, max, onValue, onBlur, ...rest }: NumberFieldProps) {
  const [text, setText] = useState<string | null>(null);
  return (
    <input
      {...rest}
      type="text"
      inputMode="numeric"
      dir="ltr"
      value={text ?? String(value)}
      onChange={(e) => {
        const next = e.target.value.replace(/[^\d]/g, '').slice(0, 6);
        setText(next);
        if (next !== '') onValue(Math.min(max, Math.max(min, Number(next))));
      }}
      onBlur={(e) => {
        setText(null);
        onBlur?.(e);
      }}
    />
  );
}
