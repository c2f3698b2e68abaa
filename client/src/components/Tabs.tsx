import { arrowStep } from '../lib/readingDirection';
import type { KeyboardEvent } from 'react';
import './tabs.css';

export interface TabItem {
  key: string;
  label: string;
}

/**
 * A row of tabs controlling one panel (WAI-ARIA tabs: arrow keys, Home and End move and select).
 * The panel itself is the caller's element with id `panelId`. `chips` is the lobbies' look; `form`
 * the underlined row above a form (sign-in method, registration method, recovery method).
 */
export function Tabs({
  items,
  selected,
  onSelect,
  label,
  panelId,
  idPrefix,
  variant = 'chips',
}: {
  items: TabItem[];
  selected: string;
  onSelect: (key: string) => void;
  label: string;
  panelId: string;
  idPrefix: string;
  variant?: 'chips' | 'form';
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((i) => i.key === selected);
    const step = arrowStep(event.key, event.currentTarget);
    const target = event.key === 'Home' ? 0 : event.key === 'End' ? items.length - 1 : step ? index + step : null;
    if (target === null) return;
    event.preventDefault();
    const next = items[(target + items.length) % items.length];
    onSelect(next.key);
    document.getElementById(`${idPrefix}-${next.key}`)?.focus();
  };
  return (
    // Arrow keys move between the tabs, which hold the focus: the list only hears their keys (ARIA tabs pattern).
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div role="tablist" aria-label={label} className={variant === 'form' ? 'form-tabs' : 'lobby-tabs'} onKeyDown={onKeyDown}>
      {items.map((item) => {
        const active = item.key === selected;
        return (
          <button
            key={item.key}
            id={`${idPrefix}-${item.key}`}
            type="button"
            role="tab"
            className={variant === 'form' ? 'form-tabs__tab' : 'chip'}
            aria-selected={active}
            aria-current={active ? 'true' : undefined}
            aria-controls={panelId}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(item.key)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
