import { describe, expect, it } from 'vitest';
import { bannerSvg, PHONE_VISIBLE_WIDTH, SUBTITLE_CHARS, TITLE_LINE_CHARS } from './banner';
import { wrapWords } from '../../core/svg';

/** The text lines of a drawn banner, with where each starts and its font size. */
function textLines(svg: string): { x: number; size: number; text: string }[] {
  return [...svg.matchAll(/<text x="(\d+)"[^>]*font-size="(\d+)"[^>]*>([^<]*)<\/text>/g)].map((m) => ({
    x: Number(m[1]),
    size: Number(m[2]),
    text: m[3],
  }));
}

/** A generous width for Arial (bold): 0.6 em a character. */
const estimatedEnd = (line: { x: number; size: number; text: string }) => line.x + line.text.length * line.size * 0.6;

describe('banner images', () => {
  it('draws every line of text within the part a phone shows (the first two thirds)', () => {
    const titles = [
      'Welcome bonus up to 100%',
      'Daily lottery draws every minute',
      'Play responsibly',
      'A promotion whose title runs far longer than two lines allow',
    ];
    for (const title of titles) {
      const lines = textLines(bannerSvg('w_home', title, 'Play responsibly · 21+ and a subtitle longer than the room for it'));
      expect(lines.length).toBeGreaterThanOrEqual(2);
      for (const line of lines) expect(estimatedEnd(line), `${title}: "${line.text}"`).toBeLessThanOrEqual(PHONE_VISIBLE_WIDTH);
    }
  });

  it('breaks a long title at a space into two lines, and shortens what does not fit with an ellipsis', () => {
    const lines = textLines(bannerSvg('w_home', 'Welcome bonus up to 100%', 'Play responsibly')).map((l) => l.text);
    expect(lines).toEqual(['Welcome bonus up to', '100%', 'Play responsibly']);
    const long = textLines(bannerSvg('w_promotion', 'A promotion whose title runs far longer than two lines allow', 'x')).map(
      (l) => l.text,
    );
    expect(long.slice(0, 2)).toEqual(['A promotion whose', 'title runs far long…']);
  });
});

describe('wrapWords', () => {
  it('keeps short text on one line and cuts a word longer than a line', () => {
    expect(wrapWords('Jackpot games', TITLE_LINE_CHARS, 2)).toEqual(['Jackpot games']);
    expect(wrapWords('Supercalifragilisticexpialidocious fun', 20, 2)).toEqual(['Supercalifragilistic', 'expialidocious fun']);
    expect(wrapWords('one two three', 5, 1)).toEqual(['one …']);
    expect(wrapWords('x'.repeat(SUBTITLE_CHARS + 5), SUBTITLE_CHARS, 1)[0]).toHaveLength(SUBTITLE_CHARS);
  });
});
