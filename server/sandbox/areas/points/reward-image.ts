import { escapeXml, fit, hueOf, svgDocument } from '../../core/svg';

/** A square picture of a mall reward: its name on a gradient coloured by the name, and its kind below. */
export function rewardImageSvg(name: string, kind: string): string {
  const hue = hueOf(name);
  const words = fit(name, 40).split(' ');
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= 14) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const shown = lines.slice(0, 3);
  const top = 110 - (shown.length - 1) * 14;
  const text = shown
    .map(
      (line, i) =>
        `<text x="120" y="${top + i * 28}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="22" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
  const body =
    `<defs><linearGradient id="rw" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue} 70% 50%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 65% 28%)"/></linearGradient></defs>` +
    `<rect width="240" height="240" rx="20" fill="url(#rw)"/>` +
    `<circle cx="200" cy="40" r="60" fill="#ffffff" fill-opacity="0.08"/>${text}` +
    `<text x="120" y="215" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="14" fill="#ffffff" fill-opacity="0.8">${escapeXml(kind)}</text>`;
  return svgDocument(240, 240, body, name);
}
