/**
 * The site's icon, drawn from one description: the SVG the browser tab shows (client/public/favicon.svg,
 * which icons.test.ts holds equal to iconSvg()) and the PNG sizes an installable web app needs, which
 * the build writes under /icons (shared/webAppIcons.ts names them for the manifest). No image library:
 * the shapes are a rounded square with a diagonal gradient and a star, drawn with 4×4 samples a pixel.
 */
import { crc32, deflateSync } from 'node:zlib';
import { APPLE_TOUCH_ICON_SIZE, SITE_APPLE_TOUCH_ICON, SITE_ICONS } from '../../shared/webAppIcons.ts';

type Rgb = readonly [number, number, number];
type Point = readonly [number, number];

/** The icon on a 64-unit square. */
const VIEW = 64;
const CORNER = 14;
const GRADIENT_FROM = '#7c4dff';
const GRADIENT_TO = '#2a1b6e';
const STAR_FILL = '#f5c542';
/** The star as the SVG path draws it: a start point, then relative moves. */
const STAR_START: Point = [32, 12];
const STAR_MOVES: readonly Point[] = [
  [6, 13],
  [14, 2],
  [-10, 10],
  [3, 14],
  [-13, -7],
  [-13, 7],
  [3, -14],
  [-10, -10],
  [14, -2],
];

function starPoints(): Point[] {
  const points: Point[] = [STAR_START];
  for (const [dx, dy] of STAR_MOVES) {
    const [x, y] = points[points.length - 1];
    points.push([x + dx, y + dy]);
  }
  return points.slice(0, -1);
}

/** The favicon's markup, byte for byte. */
export function iconSvg(): string {
  const path = `M${STAR_START.join(' ')}${STAR_MOVES.map(([dx, dy], i) => `${i === 0 ? 'l' : dx < 0 ? '' : ' '}${dx}${dy < 0 ? '' : ' '}${dy}`).join('')}z`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${VIEW} ${VIEW}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${GRADIENT_FROM}"/><stop offset="1" stop-color="${GRADIENT_TO}"/></linearGradient></defs>` +
    `<rect width="${VIEW}" height="${VIEW}" rx="${CORNER}" fill="url(#g)"/><path d="${path}" fill="${STAR_FILL}"/></svg>\n`
  );
}

const channel = (hex: string, at: number): number => Number.parseInt(hex.slice(at, at + 2), 16);
const rgb = (hex: string): Rgb => [channel(hex, 1), channel(hex, 3), channel(hex, 5)];
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];

function insidePolygon(points: readonly Point[], x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i];
    const [xj, yj] = points[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function insideRoundedSquare(x: number, y: number, corner: number): boolean {
  if (x < 0 || y < 0 || x > VIEW || y > VIEW) return false;
  const cx = Math.min(Math.max(x, corner), VIEW - corner);
  const cy = Math.min(Math.max(y, corner), VIEW - corner);
  return (x - cx) ** 2 + (y - cy) ** 2 <= corner ** 2;
}

export interface IconShape {
  /** The corner radius on the 64-unit square: 0 fills the whole square (maskable and iOS icons must be opaque). */
  corner: number;
  /** The star's scale about the centre: a maskable icon keeps it inside the central safe circle. */
  starScale: number;
}

export const ROUNDED: IconShape = { corner: CORNER, starScale: 1 };
/** Full bleed, the star at 80% so that every mask shape (circle, squircle) leaves it whole. */
export const MASKABLE: IconShape = { corner: 0, starScale: 0.8 };
/** iOS rounds the corners itself and shows transparency as black. */
export const FULL_BLEED: IconShape = { corner: 0, starScale: 1 };

const SAMPLES = 4;

/** RGBA pixels of the icon at `size`×`size`. */
export function drawIcon(size: number, shape: IconShape): Uint8Array {
  const from = rgb(GRADIENT_FROM);
  const to = rgb(GRADIENT_TO);
  const star = rgb(STAR_FILL);
  const centre = VIEW / 2;
  const points = starPoints().map(([x, y]): Point => [centre + (x - centre) * shape.starScale, centre + (y - centre) * shape.starScale]);
  const pixels = new Uint8Array(size * size * 4);
  const unit = VIEW / size;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let covered = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = (px + (sx + 0.5) / SAMPLES) * unit;
          const y = (py + (sy + 0.5) / SAMPLES) * unit;
          if (!insideRoundedSquare(x, y, shape.corner)) continue;
          covered++;
          // The SVG's gradient runs along the diagonal of its box: a point's share of it is (x + y) / 2.
          const colour = insidePolygon(points, x, y) ? star : mix(from, to, (x + y) / (2 * VIEW));
          r += colour[0];
          g += colour[1];
          b += colour[2];
        }
      }
      const at = (py * size + px) * 4;
      if (covered === 0) continue;
      pixels[at] = Math.round(r / covered);
      pixels[at + 1] = Math.round(g / covered);
      pixels[at + 2] = Math.round(b / covered);
      pixels[at + 3] = Math.round((covered / (SAMPLES * SAMPLES)) * 255);
    }
  }
  return pixels;
}

function pngChunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, tail]);
}

/** An RGBA PNG (8 bits a channel, no filter on any row). */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) rows.set(rgba.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', new Uint8Array(0)),
  ]);
}

/** Every file of the site's icon set, as the build writes them (paths without the leading slash). */
export function siteIconFiles(): { fileName: string; source: string | Buffer }[] {
  const files = SITE_ICONS.map((icon) => {
    const fileName = icon.src.slice(1);
    if (icon.type === 'image/svg+xml') return { fileName, source: iconSvg() };
    const size = Number.parseInt(icon.sizes, 10);
    return { fileName, source: encodePng(size, size, drawIcon(size, icon.purpose === 'maskable' ? MASKABLE : ROUNDED)) };
  });
  const apple = encodePng(APPLE_TOUCH_ICON_SIZE, APPLE_TOUCH_ICON_SIZE, drawIcon(APPLE_TOUCH_ICON_SIZE, FULL_BLEED));
  return [...files, { fileName: SITE_APPLE_TOUCH_ICON.slice(1), source: apple }];
}
