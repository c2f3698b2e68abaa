import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { theme, toggleTheme } from '../lib/theme';

/** One button: its name says what a press does, aria-pressed says whether the light theme is on. */
export function ThemeSwitch() {
  useSignals();
  const { t } = useTranslation();
  const light = theme.value === 'light';
  return (
    <button
      type="button"
      className="icon-btn theme-switch"
      aria-pressed={light}
      aria-label={t(light ? 'theme.switchToDark' : 'theme.switchToLight')}
      title={t(light ? 'theme.switchToDark' : 'theme.switchToLight')}
      onClick={toggleTheme}
    >
      {light ? (
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" fill="currentColor" />
        </svg>
      ) : (
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <circle cx="12" cy="12" r="4.5" fill="currentColor" />
          <path
            d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      )}
    </button>
  );
}
