import type { BallRule } from '../../lottery';
import { playPage, type PlayPage } from './layout';

/**
 * The lottery page the platform's lottery launch opens: a lottery client of the lottery gateway.
 * With the play token its launch ticket trades for as Authorization, it calls the gateway on its
 * own origin as the public lottery clients do (contract/PUBLIC-CLIENTS.md): the game groups
 * (`GET /lgw/games`) and the member's series (`/lgw/customers/series`), then for the chosen game
 * the issue on sale (`/lgw/numeros/near`), the play menu, the betting modes (`setting`) and the
 * ball statistics (`hot_gap_info`), the latest draws and today's orders; a bet is the lottery
 * client's (`POST /lgw/orders/betting`) built from those answers: the play's `playId`, the prize
 * mode, the largest betting mode whose unit divides the stake per number, the default series and
 * the multiple; an open order is cancelled with `PUT /lgw/orders/suborders/cancel`. Only the
 * balance comes from the launch CDN. `rules` is the page's own table of ball layouts by play id.
 */
export function lotteryPage(rules: Record<string, BallRule>): PlayPage {
  return playPage(
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
  <p id="hotgap"></p>
  <p class="row"><label for="stake">Stake per number</label><input id="stake" type="number" min="0.01" step="0.01" value="10" inputmode="decimal">
  <button id="bet" class="primary" type="button" disabled>Place bet</button></p>
</section>
<section aria-labelledby="results-title">
  <h2 id="results-title">Latest results</h2>
  <p><button id="refresh" type="button">Refresh</button></p>
  <table><thead><tr><th scope="col">Issue</th><th scope="col">Numbers</th></tr></thead><tbody id="results"></tbody></table>
  <h2 id="orders-title">Today's bets</h2>
  <table aria-labelledby="orders-title"><thead><tr><th scope="col">Order</th><th scope="col">Issue</th><th scope="col">Picks</th><th scope="col">Stake</th><th scope="col">Result</th><th scope="col">Action</th></tr></thead><tbody id="orders"></tbody></table>
</section>`,
    `
const PLAYS = ${JSON.stringify(rules)};
let groups = [], seriesList = [], game = null, setup = null, picks = new Set(), issue = null, drawAt = 0, loading = 0;
const pad = (n) => String(n).padStart(2, '0');
/** A lottery gateway call: raw JSON, refusals as {errorCode, message}. */
async function lgw(path, options) {
  const res = await fetch('/lgw/' + path, Object.assign({}, options, {
    headers: { 'content-type': 'application/json', authorization: playToken },
  }));
  const body = await res.json().catch(() => ({}));
  if (!res.ok) throw Object.assign(new Error(body.message || 'Request failed'), { code: body.errorCode });
  return body;
}
function cells(tbody, rows) {
  tbody.replaceChildren(...rows.map((values) => {
    const tr = document.createElement('tr');
    for (const v of values) { const td = document.createElement('td'); td.textContent = v; tr.append(td); }
    return tr;
  }));
}
const games = () => groups.flatMap((g) => g.games);
async function loadGames(preferredCode) {
  [groups, seriesList] = await Promise.all([lgw('games'), lgw('customers/series')]);
  $('game').replaceChildren(...groups.map((g) => {
    const group = document.createElement('optgroup');
    group.label = g.displayName;
    group.append(...g.games.map((m) => new Option(m.remark, String(m.gameId))));
    return group;
  }));
  const preferred = games().find((m) => m.code === preferredCode) || games()[0];
  if (preferred) $('game').value = String(preferred.gameId);
  await selectGame($('game').value);
}
/** The chosen game's play, betting modes and series: what its bet slips are made of. */
async function selectGame(gameId) {
  const mine = ++loading;
  game = games().find((m) => String(m.gameId) === String(gameId));
  if (!game) return;
  const group = groups.find((g) => g.games.includes(game));
  const [menu, setting] = await Promise.all([lgw('games/' + game.gameId + '/play_menu'), lgw('games/' + game.gameId + '/setting')]);
  if (mine !== loading) return;
  const mode = menu.find((m) => m.playMenuGroups.length > 0);
  const play = mode && mode.playMenuGroups.flatMap((g) => g.playMenus).find((p) => p.playSwitch === 1);
  const rule = play && PLAYS[play.playId];
  const series = mode && seriesList.find((s) => s.gameGroupCode === group.code && s.prizeModeId === mode.prizeModeId);
  if (!rule || !series) { setup = null; $('bet').disabled = true; return say('This game offers no play this page knows.', 'lose'); }
  const bonus = Math.max(...play.playMenuInfos.map((i) => i.bonus));
  setup = {
    prizeModeId: mode.prizeModeId, play, rule, series: series.defaultSeries,
    modes: setting.bettingModes.slice().sort((a, b) => b.unit - a.unit),
  };
  $('rule').textContent = play.playName + ': pick numbers from ' + rule.min + ' to ' + rule.max + '. A number that matches ' + rule.hits +
    ' pays ' + Math.round(bonus / play.singleBetPrice * 100) / 100 + '× its stake.';
  picks = new Set();
  const buttons = [];
  for (let n = rule.min; n <= rule.max; n++) {
    const b = document.createElement('button');
    b.type = 'button'; b.textContent = rule.min === 0 && rule.max > 9 ? pad(n) : String(n); b.setAttribute('aria-pressed', 'false');
    b.addEventListener('click', () => { picks.has(n) ? picks.delete(n) : picks.add(n); b.setAttribute('aria-pressed', String(picks.has(n))); });
    buttons.push(b);
  }
  $('picks').replaceChildren(...buttons);
  await refresh();
}
/** The issue on sale and its countdown, the ball statistics, the latest draws, today's bets and the balance. */
async function refresh() {
  if (!game) return;
  const mine = loading;
  const [near, hotGap, draws, today, balance] = await Promise.all([
    lgw('numeros/near?gameId=' + game.gameId),
    lgw('draw/' + game.gameId + '/hot_gap_info'),
    lgw('draw/' + game.gameId + '?page=0&size=10'),
    lgw('orders/today?gameId=' + game.gameId + '&page=0&size=10'),
    api('balance'),
  ]);
  if (mine !== loading) return;
  const current = near.currentNumero;
  issue = current && current.isSale ? current.numero : null;
  drawAt = current ? Date.now() + current.remainTime - current.lockTime * 1000 : 0;
  $('issue').textContent = current ? current.numero : '—';
  $('bet').disabled = !issue || !setup;
  const latest = draws.content[0];
  $('last').textContent = latest ? 'Last draw ' + latest.numero + ': ' + latest.winNo : '';
  // The play picks the first number drawn: the first position the statistics list (THIRD for a 3D draw's hundreds).
  const position = Object.keys(hotGap.hot)[0];
  showHotGap(hotGap.hot[position], hotGap.gap[position]);
  cells($('results'), draws.content.map((d) => [d.numero, d.winNo]));
  showOrders(today.content);
  showBalance(balance.balance);
  tick();
}
/** The first number's hottest balls and the one longest away, over the draws the gateway counts. */
function showHotGap(hot, gap) {
  // Arrays are by ball, then big, small, odd and even: a play on other values (the special prize's last two) has none.
  if (!hot || !gap || !setup || hot.length - 4 <= setup.rule.max) { $('hotgap').textContent = ''; return; }
  const balls = [];
  for (let n = setup.rule.min; n <= setup.rule.max; n++) balls.push(n);
  const hottest = balls.slice().sort((a, b) => hot[b] - hot[a] || a - b).slice(0, 3);
  const coldest = balls.slice().sort((a, b) => gap[b] - gap[a] || a - b)[0];
  $('hotgap').textContent = 'First number, last draws: most often ' + hottest.join(', ') + '; ' + coldest + ' not for ' + gap[coldest] + ' draws.';
}
const RESULT = { PENDING: 'Waiting for the draw', LOST: 'No win', CANCELLED: 'Cancelled' };
/** The picks of a slip: its balls, each written with the play's width. */
function slipPicks(slip) {
  const balls = slip.split('~')[0], width = setup ? setup.rule.width : 1, out = [];
  for (let at = 0; at < balls.length; at += width) out.push(balls.slice(at, at + width));
  return out.join(',');
}
function showOrders(orders) {
  cells($('orders'), orders.map((o) => [o.orderNo, o.currentNumero, slipPicks(o.bettingSlipString), money(o.betAmount),
    o.status === 'WON' ? 'Won ' + money(o.winAmount) : RESULT[o.status], '']));
  orders.forEach((o, i) => {
    if (o.status !== 'PENDING') return;
    const b = document.createElement('button');
    b.type = 'button'; b.textContent = 'Cancel'; b.setAttribute('aria-label', 'Cancel order ' + o.orderNo);
    b.addEventListener('click', () => cancelOrder(o, b));
    $('orders').children[i].lastChild.append(b);
  });
}
async function cancelOrder(order, button) {
  button.disabled = true;
  try {
    const out = await lgw('orders/suborders/cancel', { method: 'PUT', body: JSON.stringify([order.orderId]) });
    say('Order ' + order.orderNo + ' cancelled; ' + money(out.refundAmount) + ' refunded.', 'win');
    await refresh();
  } catch (error) { lotteryFailed(error); button.disabled = false; }
}
function lotteryFailed(error) {
  failed(error);
  // The issue drew while the page showed it: read the one on sale now.
  if (error.code === 'lottery.issue.closed') refresh().catch(failed);
}
function tick() {
  if (!drawAt) return;
  const left = Math.max(0, Math.round((drawAt - Date.now()) / 1000));
  $('countdown').textContent = left >= 3600 ? Math.floor(left / 3600) + 'h ' + pad(Math.floor(left / 60) % 60) + 'm' : pad(Math.floor(left / 60)) + ':' + pad(left % 60);
  if (left === 0) { drawAt = 0; refresh().catch(failed); }
}
$('game').addEventListener('change', () => selectGame($('game').value).catch(failed));
$('refresh').addEventListener('click', () => refresh().catch(failed));
$('bet').addEventListener('click', async () => {
  if (!setup || !issue) return say('Betting on this issue has closed.', 'lose');
  if (!picks.size) return say('Pick at least one number.', 'lose');
  const cents = Math.round(Number($('stake').value) * 100);
  if (!(cents >= 1) || Math.abs(cents - Number($('stake').value) * 100) > 1e-6) return say('Enter a stake of at least 0.01 with at most two decimals.', 'lose');
  // The largest betting mode whose bet price (single-bet price × unit) divides the stake per number.
  const price = (mode) => Math.round(setup.play.singleBetPrice * mode.unit * 100);
  const mode = setup.modes.find((m) => price(m) > 0 && cents % price(m) === 0);
  if (!mode) return say('This stake cannot be made of the betting units of the game.', 'lose');
  const multiple = cents / price(mode);
  if (multiple > mode.betMultipleMax) return say('The most one number takes is ' + money(mode.betAmountMax) + '.', 'lose');
  const balls = [...picks].sort((a, b) => a - b).map((n) => String(n).padStart(setup.rule.width, '0')).join('');
  $('bet').disabled = true;
  try {
    const order = await lgw('orders/betting', { method: 'POST', body: JSON.stringify({
      gameId: game.gameId, currentNumero: issue, winningStop: false, abandoning: false,
      betCartAmountSum: (cents * picks.size / 100).toFixed(4), chase: false, device: 'WEB', orderType: 1, quickChase: false,
      prizeModeId: setup.prizeModeId,
      bettingSlipString: balls + '~1~' + setup.play.playId + '~' + mode.bettingModeId + '~' + setup.series + '~' + multiple,
    }) });
    say('Order ' + order.orderNumber + ' placed on issue ' + order.numero + ' for ' + money(order.totalBettingAmount) + '.', 'win');
    await refresh();
  } catch (error) { lotteryFailed(error); }
  $('bet').disabled = !issue || !setup;
});
startSession().then(async (session) => {
  await loadGames(session.lotteryCode);
  setInterval(tick, 1000);
}).catch(failed);
`,
  );
}
