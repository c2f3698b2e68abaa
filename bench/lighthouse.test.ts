import { describe, expect, it } from 'vitest';
import { figuresOf, medianRun, missedTargets, parseArgs, TARGET_PAGES, TARGETS, type PageFigures } from './lighthouse';

/** A page that meets every target exactly. */
function atTargets(): PageFigures {
  return {
    scores: { performance: TARGETS.performance, accessibility: 100, 'best-practices': 100, seo: 100 },
    lcpMs: TARGETS.lcpMs,
    tbtMs: 0,
    cls: TARGETS.cls,
  };
}

describe('the Lighthouse targets', () => {
  it('passes a page at every target', () => {
    expect(missedTargets(atTargets())).toEqual([]);
  });

  it('names each target a page misses', () => {
    const figures = atTargets();
    figures.scores.performance = 94;
    figures.scores.seo = 92;
    figures.lcpMs = 2300;
    figures.cls = 0.05;
    expect(missedTargets(figures)).toEqual(['performance 94 < 95', 'seo 92 < 100', 'LCP 2.30 s > 2 s', 'CLS 0.050 > 0.02']);
  });

  it('counts a metric Lighthouse could not measure as missed', () => {
    const figures = figuresOf({ categories: {}, audits: {} });
    expect(missedTargets(figures)).toContain('performance 0 < 95');
    expect(missedTargets(figures).some((m) => m.startsWith('LCP'))).toBe(true);
    expect(missedTargets(figures).some((m) => m.startsWith('CLS'))).toBe(true);
  });

  it('reports the run in the middle by performance', () => {
    const run = (performance: number) => ({ figures: { ...atTargets(), scores: { ...atTargets().scores, performance } } });
    expect(medianRun([run(99), run(80), run(95)]).figures.scores.performance).toBe(95);
    expect(medianRun([run(90)]).figures.scores.performance).toBe(90);
  });
});

describe('the command line', () => {
  it('measures the target pages on the mobile profile, the median of five runs, by default', () => {
    expect(parseArgs([])).toEqual({ pages: TARGET_PAGES, desktop: false, url: null, runs: 5, language: null });
  });

  it('takes pages, the desktop preset, a running site and a number of runs', () => {
    expect(parseArgs(['--desktop', '--url=http://127.0.0.1:3000/', '--runs=3', '/rng'])).toEqual({
      pages: ['/rng'],
      desktop: true,
      url: 'http://127.0.0.1:3000',
      runs: 3,
      language: null,
    });
  });

  it('takes the language a first visit reads', () => {
    expect(parseArgs(['--language=ar', '/'])).toMatchObject({ pages: ['/'], language: 'AR' });
  });

  it('refuses an argument it does not know', () => {
    expect(() => parseArgs(['rng'])).toThrow(/Unknown argument/);
  });
});
