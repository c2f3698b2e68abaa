import { encodeGreyPng } from '../../core/png';

/** 5 × 7 digit glyphs, one string per row, '#' = ink. */
export const DIGIT_GLYPHS: Record<string, readonly string[]> = {
  0: ['.###.', '#...#', '#..##', '#.#.#', '##..#', '#...#', '.###.'],
  1: ['..#..', '.##..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  2: ['.###.', '#...#', '....#', '...#.', '..#..', '.#...', '#####'],
  3: ['####.', '....#', '....#', '.###.', '....#', '....#', '####.'],
  4: ['...#.', '..##.', '.#.#.', '#..#.', '#####', '...#.', '...#.'],
  5: ['#####', '#....', '####.', '....#', '....#', '#...#', '.###.'],
  6: ['..##.', '.#...', '#....', '####.', '#...#', '#...#', '.###.'],
  7: ['#####', '....#', '...#.', '..#..', '.#...', '.#...', '.#...'],
  8: ['.###.', '#...#', '#...#', '.###.', '#...#', '#...#', '.###.'],
  9: ['.###.', '#...#', '#...#', '.####', '....#', '...#.', '.##..'],
};

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;
export const GLYPH_SCALE = 4;
export const CELL_WIDTH = 28;
export const LEFT_MARGIN = 6;
const INK = 40;
const PAPER = 246;

export interface CaptchaDrawing {
  pixels: Uint8Array;
  /** Top row of each digit, so a reader knows where the jitter put it. */
  tops: number[];
}

/**
 * Draws the code in the built-in font, each digit nudged up or down, over light speckles and two
 * faint lines: readable for a person, not a plain bitmap for a script. `random` returns [0, 1).
 */
export function drawCaptcha(code: string, random: () => number, noise = true): CaptchaDrawing {
  const pixels = new Uint8Array(CAPTCHA_WIDTH * CAPTCHA_HEIGHT).fill(PAPER);
  const set = (x: number, y: number, level: number) => {
    if (x >= 0 && x < CAPTCHA_WIDTH && y >= 0 && y < CAPTCHA_HEIGHT) pixels[y * CAPTCHA_WIDTH + x] = level;
  };
  if (noise) {
    for (let i = 0; i < 260; i++)
      set(Math.floor(random() * CAPTCHA_WIDTH), Math.floor(random() * CAPTCHA_HEIGHT), 150 + Math.floor(random() * 80));
    for (let line = 0; line < 2; line++) {
      const y0 = random() * CAPTCHA_HEIGHT;
      const slope = (random() - 0.5) * 0.5;
      for (let x = 0; x < CAPTCHA_WIDTH; x++) set(x, Math.round(y0 + slope * x), 185);
    }
  }
  const glyphHeight = 7 * GLYPH_SCALE;
  const tops: number[] = [];
  [...code].forEach((digit, i) => {
    const glyph = DIGIT_GLYPHS[digit];
    if (!glyph) throw new RangeError(`The captcha font has digits only (got "${digit}")`);
    const top = Math.floor(random() * (CAPTCHA_HEIGHT - glyphHeight + 1));
    tops.push(top);
    const left = LEFT_MARGIN + i * CELL_WIDTH;
    glyph.forEach((row, gy) =>
      [...row].forEach((cell, gx) => {
        if (cell !== '#') return;
        for (let dy = 0; dy < GLYPH_SCALE; dy++) {
          for (let dx = 0; dx < GLYPH_SCALE; dx++) set(left + gx * GLYPH_SCALE + dx, top + gy * GLYPH_SCALE + dy, INK);
        }
      }),
    );
  });
  return { pixels, tops };
}

export function captchaPng(code: string, random: () => number): Buffer {
  return encodeGreyPng(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, drawCaptcha(code, random).pixels);
}
