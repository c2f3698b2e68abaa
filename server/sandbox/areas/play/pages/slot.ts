import { playPage } from './layout';

/** The demo slot: 3×3 reels, one pay line (the middle row), a stake selector and a spin button. */
export const slotPage = playPage(
  'Slot',
  `
<section aria-labelledby="game-name">
  <h2 id="game-name">Slot</h2>
  <div class="reels" id="reels" role="img" aria-label="Reels"></div>
  <div class="row">
    <label for="stake">Stake</label>
    <select id="stake"></select>
    <button id="spin" class="primary" type="button" disabled>Spin</button>
  </div>
  <p id="outcome" aria-live="polite"></p>
</section>
<section aria-labelledby="paytable-title">
  <h2 id="paytable-title">Pays on the middle row</h2>
  <table><thead><tr><th scope="col">Line</th><th scope="col">Pays</th></tr></thead><tbody>
    <tr><td>7 7 7</td><td>50×</td></tr><tr><td>BAR BAR BAR</td><td>20×</td></tr><tr><td>Bell ×3</td><td>10×</td></tr>
    <tr><td>Cherry ×3</td><td>5×</td></tr><tr><td>Lemon ×3</td><td>2×</td></tr><tr><td>Cherry Cherry (from the left)</td><td>1×</td></tr>
  </tbody></table>
</section>`,
  `
const LABEL = { SEVEN: '7', BAR: 'BAR', BELL: 'Bell', CHERRY: 'Cherry', LEMON: 'Lemon', PLUM: 'Plum' };
const STAKES = [0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100];
let nodeId = 0;
function drawReels(reels) {
  const box = $('reels');
  box.replaceChildren(...reels.flatMap((row, r) => row.map((s) => {
    const cell = document.createElement('div');
    cell.textContent = LABEL[s] || s;
    if (r === 1) cell.className = 'pay';
    return cell;
  })));
  box.setAttribute('aria-label', 'Middle row: ' + reels[1].map((s) => LABEL[s] || s).join(', '));
}
drawReels([['SEVEN', 'BAR', 'BELL'], ['CHERRY', 'LEMON', 'PLUM'], ['BELL', 'SEVEN', 'BAR']]);
startSession().then((session) => {
  nodeId = session.game.nodeId;
  $('game-name').textContent = session.game.gameName;
  document.title = session.game.gameName;
  for (const s of STAKES.filter((s) => s >= session.game.minBet)) $('stake').append(new Option(money(s), String(s)));
  $('spin').disabled = false;
}).catch(failed);
$('spin').addEventListener('click', async () => {
  $('spin').disabled = true;
  try {
    const out = await api('bet', { method: 'POST', body: JSON.stringify({ nodeId, stake: Number($('stake').value) }) });
    drawReels(out.result.reels);
    showBalance(out.balance);
    $('outcome').textContent = out.win > 0 ? 'You won ' + money(out.win) + ' (' + out.result.line + ')' : 'No win this time.';
    $('outcome').className = out.win > 0 ? 'win' : 'lose';
    say('');
  } catch (error) { failed(error); }
  $('spin').disabled = false;
});
`,
);
