import type { FastifyReply } from 'fastify';

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A plain HTML page that works without JavaScript and at 390 px: the viewport follows the device,
 * text wraps, buttons are full size for a thumb and tables scroll inside their own box.
 */
export function sendPage(reply: FastifyReply, status: number, title: string, body: string): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', "default-src 'none'; img-src data: 'self'; style-src 'unsafe-inline'; form-action 'self'")
    .send(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0 auto; padding: 1rem; max-inline-size: 60rem; line-height: 1.5; color: #1b1b1f; background: #f6f6f8; }
  main { background: #fff; border-radius: 0.75rem; padding: 1rem 1.25rem; }
  h1 { font-size: 1.4rem; margin-block: 0 1rem; }
  h2 { font-size: 1.1rem; margin-block: 1.5rem 0.5rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0 0 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  button { font: inherit; min-block-size: 2.75rem; padding-inline: 1.25rem; border-radius: 0.5rem; border: 1px solid #555; cursor: pointer; }
  button.primary { background: #0b57d0; border-color: #0b57d0; color: #fff; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; }
  .actions form { margin: 0; }
  .table { overflow-x: auto; }
  table { border-collapse: collapse; inline-size: 100%; font-size: 0.9rem; }
  th, td { text-align: start; padding: 0.4rem 0.5rem; border-block-end: 1px solid #ddd; vertical-align: top; }
  td form { display: inline-flex; gap: 0.25rem; flex-wrap: wrap; margin-block: 0.2rem; }
  input[type=text] { font: inherit; min-block-size: 2.5rem; padding-inline: 0.5rem; max-inline-size: 12rem; }
  /* On a phone each table row becomes a card: the header row is hidden and each cell says what it is. */
  @media (max-width: 40rem) {
    table, tbody, tr, th, td { display: block; }
    thead { position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%); }
    tr { border-block-end: 1px solid #bbb; padding-block: 0.5rem; }
    th, td { border: 0; padding-block: 0.15rem; }
    td[data-label]::before { content: attr(data-label) ": "; font-weight: 600; }
  }
  [role=status], [role=alert] { padding: 0.75rem; border-radius: 0.5rem; background: #e8f0fe; }
  [role=alert] { background: #fde8e8; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`);
}
