import { escapeXml, fit, hueOf, svgDocument } from '../../core/svg';

/** A vendor logo: the vendor's code on a badge in the vendor's own hue. */
export function vendorLogoSvg(code: string, displayName: string): string {
  const hue = hueOf(code);
  const body =
    `<rect width="240" height="120" rx="18" fill="hsl(${hue} 55% 28%)"/>` +
    `<rect x="6" y="6" width="228" height="108" rx="14" fill="none" stroke="hsl(${hue} 70% 60%)" stroke-width="3"/>` +
    `<text x="120" y="66" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="34" font-weight="700" fill="#ffffff">${escapeXml(fit(code, 10))}</text>` +
    `<text x="120" y="96" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="15" fill="#ffffff" fill-opacity="0.8">${escapeXml(fit(displayName, 24))}</text>`;
  return svgDocument(240, 120, body, displayName);
}
