import { describe, expect, it } from 'vitest';
import { inflateSync } from 'node:zlib';
import { captchaPng, CAPTCHA_HEIGHT, CAPTCHA_WIDTH, CELL_WIDTH, DIGIT_GLYPHS, GLYPH_SCALE, LEFT_MARGIN } from './captcha-image';
import { crc32 } from '../../core/png';
import { mulberry32 } from '../../db/seed/prng';

/** Reads a PNG back: checks the signature and every CRC, returns the grey pixels. */
function decode(png: Buffer): { width: number; height: number; pixels: Uint8Array } {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let offset = 8;
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  const types: string[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    expect(png.readUInt32BE(offset + 8 + length), `${type} CRC`).toBe(crc32(png.subarray(offset + 4, offset + 8 + length)));
    types.push(type);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      expect([data[8], data[9]]).toEqual([8, 0]);
    }
    if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  expect(types).toEqual(['IHDR', 'IDAT', 'IEND']);
  const raw = inflateSync(Buffer.concat(idat));
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    expect(raw[y * (width + 1)]).toBe(0);
    pixels.set(raw.subarray(y * (width + 1) + 1, (y + 1) * (width + 1)), y * width);
  }
  return { width, height, pixels };
}

/** Recognises each digit cell by the glyph whose ink matches best (noise only lightens, never inks). */
function read(pixels: Uint8Array): string {
  let out = '';
  for (let cell = 0; cell < 4; cell++) {
    let best = { digit: '?', score: -1 };
    for (let top = 0; top <= CAPTCHA_HEIGHT - 7 * GLYPH_SCALE; top++) {
      for (const [digit, glyph] of Object.entries(DIGIT_GLYPHS)) {
        let score = 0;
        glyph.forEach((row, gy) =>
          [...row].forEach((c, gx) => {
            const x = LEFT_MARGIN + cell * CELL_WIDTH + gx * GLYPH_SCALE + 1;
            const y = top + gy * GLYPH_SCALE + 1;
            const inked = pixels[y * CAPTCHA_WIDTH + x] < 100;
            if (inked === (c === '#')) score++;
          }),
        );
        if (score > best.score) best = { digit, score };
      }
    }
    out += best.digit;
  }
  return out;
}

describe('captcha image', () => {
  it.each(['0123', '4567', '8901', '7777'])('is a valid PNG that shows %s', (code) => {
    const png = captchaPng(code, mulberry32(code.charCodeAt(0)).next);
    const { width, height, pixels } = decode(png);
    expect([width, height]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
    expect(read(pixels)).toBe(code);
  });

  it('differs for different codes and refuses letters', () => {
    const a = captchaPng('1234', mulberry32(1).next);
    const b = captchaPng('1235', mulberry32(1).next);
    expect(a.equals(b)).toBe(false);
    expect(() => captchaPng('12a4', mulberry32(1).next)).toThrow(RangeError);
  });
});
