import { createHash } from 'node:crypto';

/**
 * A self-contained page of the launch CDN: inline style and script, nothing fetched from
 * elsewhere. The CSP allows exactly the inline script by its hash and calls to this origin;
 * framing is left open on purpose (the site shows these pages in its /game frame).
 */
export interface PlayPage {
  html: string;
  csp: string;
}

export function playPage(title: string, body: string, script: string): PlayPage {
  const js = `${COMMON_SCRIPT}\n${script}`;
  const hash = createHash('sha256').update(js).digest('base64');
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<header><h1>${title}</h1><p class="balance">Balance: <output id="balance" aria-live="polite">…</output></p></header>
<p id="status" role="status" aria-live="polite"></p>
${body}
</main>
<script>${js}</script>
</body>
</html>`;
  const csp = `default-src 'none'; script-src 'sha256-${hash}'; style-src 'unsafe-inline'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'`;
  return { html, csp };
}

const STYLE = `
:root { color-scheme: dark; --bg: #10131a; --panel: #1b2030; --text: #f2f4f8; --muted: #a9b1c3; --accent: #f5b83d; --win: #4cd694; --lose: #ff7b7b; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: var(--bg); color: var(--text); }
main { max-width: 760px; margin: 0 auto; padding: 16px; }
header { display: flex; justify-content: space-between; align-items: baseline; flex-wrap: wrap; gap: 8px; }
h1 { font-size: 1.4rem; margin: 0; }
h2 { font-size: 1.1rem; }
.balance output { font-weight: 700; color: var(--accent); }
section, fieldset { background: var(--panel); border: 1px solid #2c3348; border-radius: 12px; padding: 12px 16px; margin: 12px 0; }
button, select, input { font: inherit; border-radius: 8px; border: 1px solid #3a435c; background: #262d40; color: var(--text); padding: 8px 12px; }
button { cursor: pointer; }
button.primary { background: var(--accent); color: #1b1400; border-color: var(--accent); font-weight: 700; }
button[aria-pressed="true"] { background: var(--accent); color: #1b1400; }
button:disabled { opacity: .6; cursor: default; }
:focus-visible { outline: 3px solid #8ab4ff; outline-offset: 2px; }
.reels { display: grid; grid-template-columns: repeat(3, 1fr); gap: 8px; max-width: 360px; margin: 12px auto; }
.reels div { background: #0c0f16; border-radius: 10px; text-align: center; font-size: 1.3rem; padding: 14px 0; }
.reels .pay { outline: 2px solid var(--accent); }
.row { display: flex; gap: 8px; flex-wrap: wrap; align-items: center; }
.win { color: var(--win); } .lose { color: var(--lose); }
table { width: 100%; border-collapse: collapse; } th, td { text-align: left; padding: 4px 6px; border-bottom: 1px solid #2c3348; }
.picks { display: grid; grid-template-columns: repeat(auto-fill, minmax(48px, 1fr)); gap: 6px; }
.sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
`;

/** Ticket exchange, the play token, the balance and the status line: the same on every page. */
const COMMON_SCRIPT = `
'use strict';
const money = (n) => '\\u20b1' + Number(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const $ = (id) => document.getElementById(id);
const say = (text, cls) => { const s = $('status'); s.textContent = text; s.className = cls || ''; };
// Framed on another site, the browser may deny this page its storage: the game still plays, only a
// reload of the frame then needs the launch link again.
const stored = {
  get(key) { try { return sessionStorage.getItem(key); } catch (e) { return null; } },
  set(key, value) { try { sessionStorage.setItem(key, value); } catch (e) { /* storage denied */ } },
};
let playToken = stored.get('gamefront.play.' + location.pathname) || '';
async function api(path, options) {
  const res = await fetch('/play/api/' + path, Object.assign({}, options, {
    headers: { 'content-type': 'application/json', authorization: playToken },
  }));
  const body = await res.json().catch(() => ({}));
  if (!res.ok) throw Object.assign(new Error(body.message || 'Request failed'), { code: body.errorCode });
  return body;
}
// The site that framed the game refreshes its header balance when told; only its own origin is told,
// and never of a trial game's play money, which is no balance of the member's.
const siteOrigin = (() => { try { return document.referrer ? new URL(document.referrer).origin : null; } catch (e) { return null; } })();
let freePlay = false;
function showBalance(balance) {
  $('balance').textContent = money(balance);
  if (!freePlay && siteOrigin && window.parent !== window) window.parent.postMessage({ type: 'gamefront:balance', balance: balance }, siteOrigin);
}
async function startSession() {
  const ticket = new URLSearchParams(location.search).get('t');
  if (ticket) {
    const session = await api('session', { method: 'POST', body: JSON.stringify({ ticket }) });
    playToken = session.token;
    stored.set('gamefront.play.' + location.pathname, playToken);
    history.replaceState(null, '', location.pathname);
    freePlay = session.freePlay === true;
    showBalance(session.balance);
    return session;
  }
  if (!playToken) throw new Error('Open this game from the site to play.');
  const session = await api('session');
  freePlay = session.freePlay === true;
  showBalance(session.balance);
  return session;
}
function failed(error) {
  if (error.code === 'balance.insufficient') say('Your balance is not enough for this stake.', 'lose');
  else say(error.message || 'Something went wrong, please try again.', 'lose');
}
`;
