/** Escapes text for SVG/XML content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!);
}

/** A stable hue for a name, so a vendor or game keeps its colours between runs. */
export function hueOf(name: string): number {
  let hash = 0x811c9dc5;
  for (const ch of name) hash = Math.imul(hash ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return hash % 360;
}

export function svgDocument(width: number, height: number, body: string, label: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">` +
    `<title>${escapeXml(label)}</title>${body}</svg>`
  );
}

/** Shortens text that would overflow a fixed-width image. */
export function fit(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/**
 * Breaks text into at most `lines` lines of at most `max` characters at spaces (a word longer than
 * a line is cut), the last line shortened with an ellipsis when text remains.
 */
export function wrapWords(text: string, max: number, lines: number): string[] {
  const result: string[] = [];
  let rest = text.trim();
  while (rest.length > max && result.length < lines - 1) {
    const cut = rest.lastIndexOf(' ', max);
    const end = cut > 0 ? cut : max;
    result.push(rest.slice(0, end));
    rest = rest.slice(end).trimStart();
  }
  if (rest) result.push(fit(rest, max));
  return result;
}
