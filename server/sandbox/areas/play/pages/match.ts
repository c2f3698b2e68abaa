import { playPage } from './layout';

/** The demo match: two sides (Home and Away, or Meron and Wala in a cockfight), a stake and a bet. */
export const matchPage = playPage(
  'Match',
  `
<section aria-labelledby="game-name">
  <h2 id="game-name">Match</h2>
  <fieldset>
    <legend>Your side (pays 1.95×)</legend>
    <div class="row" id="sides"></div>
  </fieldset>
  <div class="row">
    <label for="stake">Stake</label>
    <select id="stake"></select>
    <button id="place" class="primary" type="button" disabled>Place bet</button>
  </div>
  <p id="outcome" aria-live="polite"></p>
</section>`,
  `
const SIDES = { COCKFIGHT: [['MERON', 'Meron'], ['WALA', 'Wala']], OTHER: [['HOME', 'Home'], ['AWAY', 'Away']] };
const STAKES = [1, 2, 5, 10, 20, 50, 100];
let nodeId = 0, side = '', names = {};
startSession().then((session) => {
  nodeId = session.game.nodeId;
  $('game-name').textContent = session.game.gameName;
  document.title = session.game.gameName;
  const sides = SIDES[session.game.gameType] || SIDES.OTHER;
  names = Object.fromEntries(sides);
  side = sides[0][0];
  $('sides').replaceChildren(...sides.map(([value, label]) => {
    const b = document.createElement('button');
    b.type = 'button'; b.textContent = label; b.setAttribute('aria-pressed', String(value === side));
    b.addEventListener('click', () => { for (const o of $('sides').children) o.setAttribute('aria-pressed', 'false'); b.setAttribute('aria-pressed', 'true'); side = value; });
    return b;
  }));
  for (const s of STAKES.filter((s) => s >= session.game.minBet)) $('stake').append(new Option(money(s), String(s)));
  $('place').disabled = false;
}).catch(failed);
$('place').addEventListener('click', async () => {
  $('place').disabled = true;
  try {
    const out = await api('bet', { method: 'POST', body: JSON.stringify({ nodeId, stake: Number($('stake').value), side }) });
    showBalance(out.balance);
    const result = out.result.winner === 'DRAW' ? 'A draw.' : names[out.result.winner] + ' won.';
    $('outcome').textContent = out.win > 0 ? result + ' You won ' + money(out.win) + '!' : result + ' No win.';
    $('outcome').className = out.win > 0 ? 'win' : 'lose';
    say('');
  } catch (error) { failed(error); }
  $('place').disabled = false;
});
`,
);
