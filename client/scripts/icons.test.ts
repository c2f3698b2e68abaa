import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { APPLE_TOUCH_ICON_SIZE, SITE_APPLE_TOUCH_ICON, SITE_ICONS } from '../../shared/webAppIcons';
import { drawIcon, encodePng, FULL_BLEED, iconSvg, MASKABLE, ROUNDED, siteIconFiles } from './icons';

/** Width, height and RGBA pixels of a PNG as encodePng writes it (one IDAT, no row filters). */
function decodePng(png: Buffer): { width: number; height: number; pixels: Buffer } {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.toString('ascii', 12, 16)).toBe('IHDR');
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  expect([...png.subarray(24, 29)]).toEqual([8, 6, 0, 0, 0]);
  const idatLength = png.readUInt32BE(33);
  expect(png.toString('ascii', 37, 41)).toBe('IDAT');
  const rows = inflateSync(png.subarray(41, 41 + idatLength));
  const pixels = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) rows.copy(pixels, y * width * 4, y * (width * 4 + 1) + 1, (y + 1) * (width * 4 + 1));
  expect(png.toString('ascii', png.length - 8, png.length - 4)).toBe('IEND');
  return { width, height, pixels };
}

const pixel = (pixels: Uint8Array, size: number, x: number, y: number) => [...pixels.subarray((y * size + x) * 4, (y * size + x) * 4 + 4)];

describe('the site icon', () => {
  it('is the favicon, drawn from the same description', () => {
    expect(iconSvg()).toBe(readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8'));
  });

  it('draws the rounded icon with clear corners, the gradient and the gold star', () => {
    const size = 64;
    const pixels = drawIcon(size, ROUNDED);
    expect(pixel(pixels, size, 0, 0)[3]).toBe(0);
    // Near the top-left edge, an eighth of the way along the diagonal from #7c4dff to #2a1b6e.
    expect(pixel(pixels, size, 14, 1)).toEqual([114, 71, 237, 255]);
    // The star's centre is gold, #f5c542.
    expect(pixel(pixels, size, 32, 32)).toEqual([245, 197, 66, 255]);
    // Bottom right, inside the corner: close to the gradient's last colour, #2a1b6e.
    const [r, g, b, a] = pixel(pixels, size, 60, 56);
    expect(a).toBe(255);
    expect(Math.abs(r - 0x2a) + Math.abs(g - 0x1b) + Math.abs(b - 0x6e)).toBeLessThan(30);
  });

  it('fills the whole square for a maskable and an iOS icon, the maskable star inside the safe circle', () => {
    const size = 100;
    for (const shape of [MASKABLE, FULL_BLEED]) {
      const pixels = drawIcon(size, shape);
      for (const [x, y] of [
        [0, 0],
        [99, 0],
        [0, 99],
        [99, 99],
      ]) {
        expect(pixel(pixels, size, x, y)[3]).toBe(255);
      }
    }
    // The safe zone of a maskable icon is the centred circle of 40% radius: no gold outside it.
    const pixels = drawIcon(size, MASKABLE);
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        if ((x + 0.5 - 50) ** 2 + (y + 0.5 - 50) ** 2 <= 40 ** 2) continue;
        const [r, g, b] = pixel(pixels, size, x, y);
        expect(r > 200 && g > 150 && b < 120, `gold at ${x},${y}`).toBe(false);
      }
    }
  });

  it('writes PNGs a decoder reads back pixel for pixel', () => {
    const pixels = drawIcon(48, ROUNDED);
    const decoded = decodePng(encodePng(48, 48, pixels));
    expect(decoded.width).toBe(48);
    expect(decoded.height).toBe(48);
    expect(Buffer.compare(decoded.pixels, Buffer.from(pixels))).toBe(0);
  });

  it('gives the build every icon the manifest and the page name, at their sizes', () => {
    const files = siteIconFiles();
    expect(files.map((file) => `/${file.fileName}`).sort()).toEqual([...SITE_ICONS.map((icon) => icon.src), SITE_APPLE_TOUCH_ICON].sort());
    for (const icon of SITE_ICONS.filter((i) => i.type === 'image/png')) {
      const file = files.find((f) => `/${f.fileName}` === icon.src)!;
      const { width, height } = decodePng(Buffer.from(file.source));
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
    const apple = decodePng(Buffer.from(files.find((f) => `/${f.fileName}` === SITE_APPLE_TOUCH_ICON)!.source));
    expect(apple.width).toBe(APPLE_TOUCH_ICON_SIZE);
  });
});
