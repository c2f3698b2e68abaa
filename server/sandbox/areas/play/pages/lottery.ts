import { playPage } from './layout';

/**
 * The demo lottery lobby: every lottery game with its open issue and a countdown from the draw
 * engine, number picks, a stake, betting, and the latest results with the player's own orders.
 */
export const lotteryPage = playPage(
  'Lottery',
  `
<section aria-labelledby="games-title">
  <h2 id="games-title">Games</h2>
  <label for="game">Lottery game</label>
  <select id="game"></select>
  <p>Issue <strong id="issue">…</strong> draws in <strong id="countdown" aria-live="off">…</strong></p>
  <p id="last"></p>
</section>
<section aria-labelledby="pick-title">
  <h2 id="pick-title">Your numbers</h2>
  <p id="rule"></p>
  <div class="picks" id="picks" role="group" aria-labelledby="pick-title"></div>
  <p class="row"><label for="stake">Stake per number</label><input id="stake" type="number" min="0.01" step="0.01" value="10" inputmode="decimal">
  <button id="bet" class="primary" type="button" disabled>Place bet</button></p>
</section>
<section aria-labelledby="results-title">
  <h2 id="results-title">Latest results</h2>
  <table><thead><tr><th scope="col">Issue</th><th scope="col">Numbers</th></tr></thead><tbody id="results"></tbody></table>
  <h2>My orders</h2>
  <table><thead><tr><th scope="col">Issue</th><th scope="col">Picks</th><th scope="col">Stake</th><th scope="col">Result</th></tr></thead><tbody id="orders"></tbody></table>
</section>`,
  `
let games = [], current = null, picks = new Set(), clockOffset = 0;
const pad = (n) => String(n).padStart(2, '0');
function cells(tbody, rows) {
  tbody.replaceChildren(...rows.map((values) => {
    const tr = document.createElement('tr');
    for (const v of values) { const td = document.createElement('td'); td.textContent = v; tr.append(td); }
    return tr;
  }));
}
async function loadGames() {
  const out = await api('lottery/games');
  clockOffset = out.now - Date.now();
  games = out.games;
  const chosen = current ? current.gameCode : $('game').value;
  $('game').replaceChildren(...games.map((g) => new Option(g.gameName + ' (' + g.labelName + ')', g.gameCode)));
  if (chosen) $('game').value = chosen;
  selectGame($('game').value, false);
}
function selectGame(code, resetPicks) {
  current = games.find((g) => g.gameCode === code) || games[0];
  if (!current) return;
  $('issue').textContent = current.issue;
  $('last').textContent = current.lastIssue ? 'Last draw ' + current.lastIssue + ': ' + current.lastNumbers : '';
  $('rule').textContent = 'Pick numbers from ' + current.pool.min + ' to ' + current.pool.max + '. A number that matches ' +
    (current.playType === 'LO2' ? 'the last two digits of the special prize' : 'the first number drawn') + ' pays ' + current.payout + '× its stake.';
  if (resetPicks !== false || !$('picks').children.length) {
    picks = new Set();
    const buttons = [];
    for (let n = current.pool.min; n <= current.pool.max; n++) {
      const b = document.createElement('button');
      b.type = 'button'; b.textContent = current.playType === 'LO2' ? pad(n) : String(n); b.setAttribute('aria-pressed', 'false');
      b.addEventListener('click', () => { picks.has(n) ? picks.delete(n) : picks.add(n); b.setAttribute('aria-pressed', String(picks.has(n))); });
      buttons.push(b);
    }
    $('picks').replaceChildren(...buttons);
  }
  loadResults();
}
async function loadResults() {
  if (!current) return;
  const out = await api('lottery/results?gameCode=' + encodeURIComponent(current.gameCode));
  cells($('results'), out.draws.map((d) => [d.issue, d.numbers]));
  cells($('orders'), out.orders.map((o) => [o.issue, o.numbers, money(o.totalStake),
    o.status === 'PENDING' ? 'Waiting for the draw' : o.status === 'WON' ? 'Won ' + money(o.winAmount) : 'No win']));
  showBalance(out.balance);
}
function tick() {
  if (!current) return;
  const left = Math.max(0, Math.round((current.drawTime - (Date.now() + clockOffset)) / 1000));
  $('countdown').textContent = left >= 3600 ? Math.floor(left / 3600) + 'h ' + pad(Math.floor(left / 60) % 60) + 'm' : pad(Math.floor(left / 60)) + ':' + pad(left % 60);
  if (left === 0) loadGames().catch(failed);
}
$('game').addEventListener('change', () => selectGame($('game').value, true));
$('bet').addEventListener('click', async () => {
  if (!picks.size) return say('Pick at least one number.', 'lose');
  $('bet').disabled = true;
  try {
    const order = await api('lottery/bet', { method: 'POST', body: JSON.stringify({
      gameCode: current.gameCode, issue: current.issue, playType: current.playType,
      numbers: [...picks].sort((a, b) => a - b).join(','), stake: Number($('stake').value),
    }) });
    say('Order ' + order.orderId + ' placed on issue ' + order.issue + '.', 'win');
    await loadResults();
  } catch (error) { failed(error); }
  $('bet').disabled = false;
});
startSession().then(async (session) => {
  if (session.lotteryCode) $('game').append(new Option(session.lotteryCode, session.lotteryCode));
  if (session.lotteryCode) $('game').value = session.lotteryCode;
  await loadGames();
  $('bet').disabled = false;
  setInterval(tick, 1000);
  tick();
}).catch(failed);
`,
);
