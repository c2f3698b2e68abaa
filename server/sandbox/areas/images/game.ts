import { escapeXml, fit, hueOf, svgDocument, wrapWords } from '../../core/svg';

/** A square game icon with the game's name and its vendor, coloured by the name. */
export function gameIconSvg(name: string, vendor: string): string {
  const hue = hueOf(name);
  // 12 characters of 22 px bold fit the 200 px icon; a name longer than three lines ends with an ellipsis.
  const shown = wrapWords(name, 12, 3);
  const top = 100 - (shown.length - 1) * 14;
  const text = shown
    .map(
      (line, i) =>
        `<text x="100" y="${top + i * 28}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="22" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
  const body =
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue} 65% 45%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 60% 22%)"/></linearGradient></defs>` +
    `<rect width="200" height="200" rx="24" fill="url(#bg)"/>${text}` +
    `<text x="100" y="182" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="14" fill="#ffffff" fill-opacity="0.75">${escapeXml(fit(vendor, 16))}</text>`;
  return svgDocument(200, 200, body, name);
}
