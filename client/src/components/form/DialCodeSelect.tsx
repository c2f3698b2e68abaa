import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Country } from '../../../../shared/domains/system/schemas';

/** The list closes 200 ms after focus leaves, so a click on an option still lands. */
export const DIAL_LIST_CLOSE_DELAY_MS = 200;

const withPlus = (code: string) => (code.startsWith('+') ? code : `+${code}`);

/** The initial dial code: the given one when the list has it, else the visitor's country's. */
export function initialDialCode(
  countries: readonly Country[],
  given: string | null | undefined,
  countryCode: string | null | undefined,
): string {
  const codes = countries.map((c) => withPlus(c.countryDialingCode));
  if (given && codes.includes(withPlus(given))) return withPlus(given);
  const own = countries.find((c) => c.countryCode.toUpperCase() === (countryCode ?? '').toUpperCase());
  if (own) return withPlus(own.countryDialingCode);
  return codes[0] ?? '';
}

/** A read-only box that opens a list of dial codes; the visitor picks from the list only. */
export function DialCodeSelect({
  countries,
  value,
  onChange,
  label,
}: {
  countries: readonly Country[];
  value: string;
  onChange: (code: string) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current);
    },
    [],
  );

  const choose = (code: string) => {
    onChange(code);
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div
      className="dial-code"
      onBlur={() => {
        closeTimer.current = setTimeout(() => setOpen(false), DIAL_LIST_CLOSE_DELAY_MS);
      }}
      onFocus={() => {
        if (closeTimer.current) clearTimeout(closeTimer.current);
      }}
    >
      <input
        readOnly
        className="form-input dial-code__input"
        role="combobox"
        aria-label={label}
        aria-expanded={open}
        aria-controls={listId}
        value={value}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={onKeyDown}
      />
      {open && (
        <ul id={listId} role="listbox" className="dropdown-panel dial-code__list" aria-label={t('auth.dialCodes')}>
          {countries.map((c) => {
            const code = withPlus(c.countryDialingCode);
            return (
              <li
                key={`${c.countryCode}${code}`}
                role="option"
                aria-selected={code === value}
                tabIndex={0}
                className="dial-code__option"
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(code)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') choose(code);
                }}
              >
                {`${code} ${c.countryName ?? c.countryCode}`}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
