import { playPage } from './layout';

/**
 * The demo lottery lobby: every lottery game with its open issue and a countdown from the draw
 * engine, number picks, a stake, betting, the latest results, and today's bets with a cancel button
 * on the open ones. A bet is the lottery client's (`gameId`, `currentNumero`, `bettingSlipString`,
 * `betCartAmountSum`): the stake per number becomes the slip's unit (mode 1 whole, 2 tenths, 3
 * hundredths of the single-bet price) and multiple.
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
  <h2 id="orders-title">Today's bets</h2>
  <table aria-labelledby="orders-title"><thead><tr><th scope="col">Order</th><th scope="col">Issue</th><th scope="col">Picks</th><th scope="col">Stake</th><th scope="col">Result</th><th scope="col">Action</th></tr></thead><tbody id="orders"></tbody></table>
</section>`,
  `
let games = [], current = null, picks = new Set(), clockOffset = 0, singleBetCents = 100;
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
  singleBetCents = Math.round(out.singleBetPrice * 100);
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
  showOrders(out.orders);
  showBalance(out.balance);
}
const RESULT = { PENDING: 'Waiting for the draw', LOST: 'No win', CANCELLED: 'Cancelled' };
/** The picks of a slip: its balls, each written with the play's width. */
function slipPicks(slip) {
  const balls = slip.split('~')[0], width = current.play.ballWidth, out = [];
  for (let at = 0; at < balls.length; at += width) out.push(balls.slice(at, at + width));
  return out.join(',');
}
function showOrders(orders) {
  cells($('orders'), orders.map((o) => [o.orderId, o.currentNumero, slipPicks(o.bettingSlipString), money(o.betAmount),
    o.status === 'WON' ? 'Won ' + money(o.winAmount) : RESULT[o.status], '']));
  orders.forEach((o, i) => {
    if (o.status !== 'PENDING') return;
    const b = document.createElement('button');
    b.type = 'button'; b.textContent = 'Cancel'; b.setAttribute('aria-label', 'Cancel order ' + o.orderId);
    b.addEventListener('click', () => cancelOrder(o.orderId, b));
    $('orders').children[i].lastChild.append(b);
  });
}
async function cancelOrder(orderId, button) {
  button.disabled = true;
  try {
    const out = await api('lottery/orders/cancel', { method: 'PUT', body: JSON.stringify([orderId]) });
    say('Order ' + orderId + ' cancelled; ' + money(out.refundAmount) + ' refunded.', 'win');
    await loadResults();
  } catch (error) { failed(error); button.disabled = false; }
}
/** A stake per number in cents as the slip's unit and multiple: the largest unit that divides it. */
function unitOf(cents) {
  if (cents % singleBetCents === 0) return { mode: 1, multiple: cents / singleBetCents };
  if (cents % (singleBetCents / 10) === 0) return { mode: 2, multiple: cents / (singleBetCents / 10) };
  return { mode: 3, multiple: cents / (singleBetCents / 100) };
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
  const cents = Math.round(Number($('stake').value) * 100);
  if (!(cents >= 1) || Math.abs(cents - Number($('stake').value) * 100) > 1e-6) return say('Enter a stake of at least 0.01 with at most two decimals.', 'lose');
  const { mode, multiple } = unitOf(cents);
  const balls = [...picks].sort((a, b) => a - b).map((n) => String(n).padStart(current.play.ballWidth, '0')).join('');
  $('bet').disabled = true;
  try {
    const order = await api('lottery/bet', { method: 'POST', body: JSON.stringify({
      gameId: current.gameId, currentNumero: current.issue, winningStop: false, abandoning: false,
      betCartAmountSum: (cents * picks.size / 100).toFixed(4), chase: false, device: 'WEB', orderType: 1, quickChase: false,
      prizeModeId: current.prizeModeId,
      bettingSlipString: balls + '~1~' + current.play.playId + '~' + mode + '~' + current.series + '~' + multiple,
    }) });
    say('Order ' + order.subOrders[0].orderId + ' placed on issue ' + order.currentNumero + '.', 'win');
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
