import { Link } from '../../components/RouterLink';
import type { LotteryMenuGame, LotteryMenuGroup, LotteryMenus } from '../../../../shared/domains/lottery/schemas';
import './lottery.css';

/** `/lgw` menus arrive as an object of groups keyed by code; the platform's order is kept. */
export function groupsOf(menus: unknown): LotteryMenuGroup[] {
  if (!menus || typeof menus !== 'object') return [];
  return Object.values(menus as LotteryMenus).filter((g) => g && Array.isArray(g.gameMenus));
}

export const menuGameName = (game: LotteryMenuGame) => game.labelName || game.gameName || game.gameCode;

/** The lottery groups and their games as a side list of links on `basePath`; `selected` is marked. */
export function LotteryMenu({
  groups,
  basePath,
  selected,
  label,
}: {
  groups: LotteryMenuGroup[];
  basePath: string;
  selected: string | null;
  label: string;
}) {
  return (
    <nav className="lottery-side" aria-label={label}>
      {groups.map((group) => (
        <section key={group.gameGroupCode} className="lottery-group" aria-labelledby={`lottery-group-${group.gameGroupCode}`}>
          <h2 id={`lottery-group-${group.gameGroupCode}`} className="lottery-group__title">
            {group.labelName}
          </h2>
          <ul className="lottery-side__games">
            {group.gameMenus.map((game) => {
              const current = game.gameCode === selected;
              return (
                <li key={game.gameCode}>
                  <Link
                    to={`${basePath}?gameCode=${encodeURIComponent(game.gameCode)}`}
                    className={current ? 'lottery-game lottery-game--current' : 'lottery-game'}
                    aria-current={current ? 'true' : undefined}
                  >
                    <span className="lottery-game__name">{menuGameName(game)}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </nav>
  );
}
