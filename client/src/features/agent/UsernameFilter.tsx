import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import '../../components/reportTable.css';

/**
 * One team account's username as a report filter: applied when the form is sent (Enter or the
 * button), so a half-typed name asks nothing; an empty box shows the whole team again.
 */
export function UsernameFilter({
  value,
  onApply,
  label,
  formLabel,
  applyText,
}: {
  value: string | null;
  onApply: (username: string | null) => void;
  /** The box's label, the search form's name and the button's text, when not those of a username filter. */
  label?: string;
  formLabel?: string;
  applyText?: string;
}) {
  const { t } = useTranslation('agent');
  const id = useId();
  const [text, setText] = useState(value ?? '');
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    onApply(trimmed === '' ? null : trimmed);
  };
  return (
    <form className="report-filter" role="search" aria-label={formLabel ?? t('team.filters.usernameLabel')} onSubmit={apply}>
      <label htmlFor={id} className="report-filter__label">
        {label ?? t('team.filters.username')}
      </label>
      <div className="team-filter__row">
        <input
          id={id}
          className="form-input team-filter__input"
          type="search"
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="btn btn--ghost">
          {applyText ?? t('team.filters.apply')}
        </button>
      </div>
    </form>
  );
}
