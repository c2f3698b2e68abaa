import { createHash } from 'node:crypto';
import { LANGUAGES, shippedLanguageOf, type TextDirection } from '../../../../shared/languages';
import { fill, textsFor } from '../../texts';
import type { ChatType } from '../../../../shared/domains/chat/schemas';
import { escapeHtml } from '../../core/html';
import type { ChatMessageRow } from './chat-repository';
import { CHAT_MESSAGE_MAX, CHAT_PATH } from './chat';

/** The chat window's text in one language (server/sandbox/locales/<language>/chat.json), with how the page is written. */
export interface ChatText {
  htmlLang: string;
  dir: TextDirection;
  locale: string;
  title: Record<ChatType, string>;
  conversation: string;
  message: string;
  placeholder: string;
  send: string;
  you: string;
  operator: string;
  empty: string;
  expired: string;
  invalid: string;
}

/** The window's text for a stored language code; a code the site does not ship reads English. */
export function chatText(code: string | null | undefined): ChatText {
  const language = shippedLanguageOf(code);
  const { locale, direction } = LANGUAGES[language];
  const text = textsFor(language).chat;
  return { ...text, htmlLang: locale, dir: direction, locale, invalid: fill(text.invalid, { max: CHAT_MESSAGE_MAX }) };
}

type Text = ChatText;

/** Times as the platform keeps them: its day is UTC+08:00 (Asia/Manila). */
const timeOf = (text: Text, ms: number) =>
  new Date(ms).toLocaleString(text.locale, { timeZone: 'Asia/Manila', dateStyle: 'medium', timeStyle: 'short' });

const item = (text: Text, m: ChatMessageRow) => {
  const who = m.sender === 'MEMBER' ? text.you : text.operator;
  return `<li class="${m.sender === 'MEMBER' ? 'me' : 'them'}" data-id="${m.id}"><span class="who">${escapeHtml(who)}</span> <time datetime="${new Date(m.createdAt).toISOString()}">${escapeHtml(timeOf(text, m.createdAt))}</time><p>${escapeHtml(m.body)}</p></li>`;
};

/**
 * Shows the operator's new replies without a reload: every few seconds it asks the conversation
 * (`/chat/api/messages`, which also marks them read) and appends what it has not shown.
 */
const SCRIPT = `
'use strict';
const list = document.getElementById('thread');
const ticket = list.dataset.ticket;
const fmt = new Intl.DateTimeFormat(list.dataset.locale, { timeZone: 'Asia/Manila', dateStyle: 'medium', timeStyle: 'short' });
function shown() { return new Set(Array.from(list.querySelectorAll('li[data-id]')).map((li) => li.dataset.id)); }
async function poll() {
  try {
    const res = await fetch('/chat/api/messages?t=' + encodeURIComponent(ticket), { cache: 'no-store' });
    if (!res.ok) return;
    const body = await res.json();
    const have = shown();
    for (const m of body.messages) {
      if (have.has(String(m.id))) continue;
      const empty = document.getElementById('empty');
      if (empty) empty.remove();
      const li = document.createElement('li');
      li.className = m.sender === 'MEMBER' ? 'me' : 'them';
      li.dataset.id = String(m.id);
      const who = document.createElement('span');
      who.className = 'who';
      who.textContent = m.sender === 'MEMBER' ? list.dataset.you : list.dataset.operator;
      const time = document.createElement('time');
      time.dateTime = new Date(m.createdAt).toISOString();
      time.textContent = fmt.format(new Date(m.createdAt));
      const p = document.createElement('p');
      p.textContent = m.body;
      li.append(who, ' ', time, p);
      list.append(li);
      li.scrollIntoView({ block: 'end' });
    }
  } catch (e) { /* offline: the next poll tries again */ }
}
setInterval(poll, 4000);
const last = list.lastElementChild;
if (last) last.scrollIntoView({ block: 'end' });
`;
const SCRIPT_HASH = createHash('sha256').update(SCRIPT).digest('base64');

export const CHAT_PAGE_CSP = `default-src 'none'; script-src 'sha256-${SCRIPT_HASH}'; style-src 'unsafe-inline'; connect-src 'self'; form-action 'self'; base-uri 'none'`;

const STYLE = `
:root { color-scheme: dark; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #10141c; color: #eef1f6; display: flex; flex-direction: column; min-height: 100vh; }
header { padding: 12px 16px; background: #5b2a86; }
h1 { font-size: 1.15rem; margin: 0; }
main { flex: 1; display: flex; flex-direction: column; max-width: 720px; width: 100%; margin: 0 auto; }
ol { flex: 1; list-style: none; margin: 0; padding: 12px; }
li { margin: 8px 0; padding: 8px 12px; border-radius: 10px; max-width: 85%; background: #24324a; overflow-wrap: anywhere; }
li.me { background: #2f6f4f; margin-inline-start: auto; }
li p { margin: 4px 0 0; white-space: pre-wrap; }
.who { font-weight: 700; } time { color: #c3cad8; font-size: .85rem; }
#empty { color: #c3cad8; padding: 12px; }
form { display: flex; gap: 8px; padding: 12px; background: #1c2433; position: sticky; bottom: 0; }
label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
textarea { flex: 1; font: inherit; min-height: 2.75rem; padding: 8px; border-radius: 8px; border: 1px solid #56627e; background: #10141c; color: inherit; resize: vertical; }
button { font: inherit; min-height: 2.75rem; padding: 0 16px; border: 0; border-radius: 8px; background: #e0a530; color: #10141c; font-weight: 700; cursor: pointer; }
:focus-visible { outline: 3px solid #8ab4ff; outline-offset: 2px; }
[role=alert] { margin: 12px; padding: 10px; border-radius: 8px; background: #5a1f24; }
`;

const page = (text: Text, title: string, body: string, script: boolean) => `<!doctype html>
<html lang="${text.htmlLang}" dir="${text.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><h1>${escapeHtml(title)}</h1></header>
<main>
${body}
</main>
${script ? `<script>${SCRIPT}</script>` : ''}
</body>
</html>
`;

/** The chat window: the conversation, oldest first, and the form that sends a message (works without JavaScript). */
export function chatPage(text: Text, chatType: ChatType, ticket: string, messages: readonly ChatMessageRow[], problem: boolean): string {
  const title = text.title[chatType];
  const t = escapeHtml(ticket);
  const list = messages.length === 0 ? `<p id="empty">${escapeHtml(text.empty)}</p>` : '';
  const body = `${problem ? `<p role="alert">${escapeHtml(text.invalid)}</p>` : ''}
<ol id="thread" aria-label="${escapeHtml(text.conversation)}" aria-live="polite" data-ticket="${t}" data-locale="${text.locale}" data-you="${escapeHtml(text.you)}" data-operator="${escapeHtml(text.operator)}">${messages.map((m) => item(text, m)).join('')}</ol>
${list}
<form method="post" action="${CHAT_PATH}messages">
  <input type="hidden" name="t" value="${t}">
  <label for="message">${escapeHtml(text.message)}</label>
  <textarea id="message" name="message" maxlength="${CHAT_MESSAGE_MAX}" placeholder="${escapeHtml(text.placeholder)}" required></textarea>
  <button type="submit">${escapeHtml(text.send)}</button>
</form>`;
  return page(text, title, body, true);
}

/** The page of a chat address that no longer opens a conversation. */
export function expiredPage(text: Text): string {
  return page(text, text.title.SERVICE, `<p role="alert">${escapeHtml(text.expired)}</p>`, false);
}
