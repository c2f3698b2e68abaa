import { playPage } from './layout';

/** The demo table game: single-zero roulette with chips and the usual outside bets. */
export const tablePage = playPage(
  'Roulette',
  `
<section aria-labelledby="game-name">
  <h2 id="game-name">Roulette</h2>
  <fieldset>
    <legend>Chip</legend>
    <div class="row" id="chips"></div>
  </fieldset>
  <fieldset>
    <legend>Bet</legend>
    <div class="row" id="bets"></div>
    <p class="row"><label for="number">Number (0–36) for a straight bet</label><input id="number" type="number" min="0" max="36" value="17" inputmode="numeric"></p>
  </fieldset>
  <button id="spin" class="primary" type="button" disabled>Spin the wheel</button>
  <p id="outcome" aria-live="polite"></p>
</section>`,
  `
const CHIPS = [1, 5, 10, 50, 100];
const BETS = [['RED', 'Red (2×)'], ['BLACK', 'Black (2×)'], ['ODD', 'Odd (2×)'], ['EVEN', 'Even (2×)'], ['LOW', '1–18 (2×)'], ['HIGH', '19–36 (2×)'], ['NUMBER', 'Straight number (36×)']];
let chip = 0, bet = 'RED', nodeId = 0;
function toggleGroup(box, items, current, onPick) {
  box.replaceChildren(...items.map(([value, label]) => {
    const b = document.createElement('button');
    b.type = 'button'; b.textContent = label; b.setAttribute('aria-pressed', String(value === current));
    b.addEventListener('click', () => { for (const o of box.children) o.setAttribute('aria-pressed', 'false'); b.setAttribute('aria-pressed', 'true'); onPick(value); });
    return b;
  }));
}
toggleGroup($('bets'), BETS, bet, (v) => { bet = v; });
startSession().then((session) => {
  nodeId = session.game.nodeId;
  $('game-name').textContent = session.game.gameName;
  document.title = session.game.gameName;
  const chips = CHIPS.filter((c) => c >= session.game.minBet);
  chip = chips[0] || session.game.minBet;
  toggleGroup($('chips'), (chips.length ? chips : [chip]).map((c) => [c, money(c)]), chip, (v) => { chip = v; });
  $('spin').disabled = false;
}).catch(failed);
$('spin').addEventListener('click', async () => {
  $('spin').disabled = true;
  try {
    const payload = { nodeId, stake: chip, bet };
    if (bet === 'NUMBER') payload.number = Number($('number').value);
    const out = await api('bet', { method: 'POST', body: JSON.stringify(payload) });
    showBalance(out.balance);
    const landed = out.result.number + ' ' + out.result.colour.toLowerCase();
    $('outcome').textContent = out.win > 0 ? 'The ball landed on ' + landed + '. You won ' + money(out.win) + '!' : 'The ball landed on ' + landed + '. No win.';
    $('outcome').className = out.win > 0 ? 'win' : 'lose';
    say('');
  } catch (error) { failed(error); }
  $('spin').disabled = false;
});
`,
);
