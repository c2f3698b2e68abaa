import type { FastifyInstance } from 'fastify';
import { escapeXml } from '../../core/svg';

const CHANNEL_NAMES: Record<string, string> = { LIVECHAT: 'Live Chat', VIP: 'VIP Service' };
const GREETINGS: Record<string, string> = {
  LIVECHAT: 'Hello! Thank you for contacting customer service. How can we help you today?',
  VIP: 'Welcome, valued member. Your VIP host is online — how may we assist you?',
};

/**
 * The page the customer-service entries open (in a 440-pixel-wide window). A self-contained chat:
 * the agent greets, the visitor's messages appear in the thread and the agent acknowledges them.
 */
export async function serviceChatRoutes(scope: FastifyInstance) {
  scope.get<{ Querystring: { channel?: string } }>('/service/chat', async (request, reply) => {
    const channel = request.query.channel && CHANNEL_NAMES[request.query.channel] ? request.query.channel : 'LIVECHAT';
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(chatPage(channel));
  });
}

function chatPage(channel: string): string {
  const name = escapeXml(CHANNEL_NAMES[channel]);
  const greeting = JSON.stringify(GREETINGS[channel]).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${name}</title>
<style>
  body { margin: 0; font-family: Arial, Helvetica, sans-serif; background: #10141c; color: #e8ecf2; display: flex; flex-direction: column; height: 100vh; }
  header { padding: 14px 16px; background: #1c2433; font-weight: 700; }
  ol { flex: 1; overflow-y: auto; list-style: none; margin: 0; padding: 12px; }
  li { margin: 8px 0; padding: 10px 12px; border-radius: 10px; max-width: 80%; line-height: 1.4; }
  li.agent { background: #24324a; }
  li.me { background: #2f6f4f; margin-left: auto; }
  form { display: flex; gap: 8px; padding: 12px; background: #1c2433; }
  input { flex: 1; padding: 10px; border-radius: 8px; border: 1px solid #3a4660; background: #10141c; color: inherit; }
  button { padding: 10px 16px; border: 0; border-radius: 8px; background: #e0a530; color: #10141c; font-weight: 700; cursor: pointer; }
</style>
</head>
<body>
<header>${name}</header>
<ol id="thread" aria-live="polite" aria-label="Conversation"></ol>
<form id="composer">
  <label for="message" hidden>Message</label>
  <input id="message" name="message" autocomplete="off" placeholder="Type your message" maxlength="500" required>
  <button type="submit">Send</button>
</form>
<script>
  const thread = document.getElementById('thread');
  const input = document.getElementById('message');
  function say(text, who) {
    const item = document.createElement('li');
    item.className = who;
    item.textContent = text;
    thread.appendChild(item);
    thread.scrollTop = thread.scrollHeight;
  }
  say(${greeting}, 'agent');
  document.getElementById('composer').addEventListener('submit', function (event) {
    event.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    say(text, 'me');
    input.value = '';
    setTimeout(function () { say('Thank you, an agent will reply to you shortly.', 'agent'); }, 600);
  });
</script>
</body>
</html>
`;
}
