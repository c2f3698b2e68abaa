import { useTranslation } from 'react-i18next';
import { Link } from '../../components/RouterLink';

/**
 * The breadcrumb of a team level: "My team", then the accounts from just below the agent down to
 * the one shown (the last is the current page). `hrefOf(null)` is the agent's own level.
 */
export function TeamCrumbs({ path, hrefOf }: { path: readonly string[]; hrefOf: (username: string | null) => string }) {
  const { t } = useTranslation('agent');
  return (
    <nav aria-label={t('team.management.levels')}>
      <ol className="team-crumbs">
        <li>
          {path.length > 0 ? (
            <Link to={hrefOf(null)}>{t('team.management.myTeam')}</Link>
          ) : (
            <span aria-current="page">{t('team.management.myTeam')}</span>
          )}
        </li>
        {path.map((name, index) => (
          <li key={name}>{index === path.length - 1 ? <span aria-current="page">{name}</span> : <Link to={hrefOf(name)}>{name}</Link>}</li>
        ))}
      </ol>
    </nav>
  );
}
