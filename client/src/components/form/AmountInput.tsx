import type { FieldControlProps } from './Field';

/**
 * A money amount as a person types it: a decimal keypad on phones and no autofill. The text is kept
 * as typed; the form reads it with `parseAmount` (shared/money.ts), so a bad amount gets its own words.
 */
export function AmountInput({
  control,
  value,
  onChange,
  name,
}: {
  control: FieldControlProps;
  value: string;
  onChange: (value: string) => void;
  name?: string;
}) {
  return (
    <input
      {...control}
      className="form-input"
      inputMode="decimal"
      autoComplete="off"
      name={name}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
