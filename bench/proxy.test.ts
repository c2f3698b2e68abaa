import { describe, expect, it } from 'vitest';
import { pool } from './proxy';

describe('the proxy benchmark', () => {
  it("pools a target's rounds: all its requests over all its seconds, the median round's latencies, CPU over all requests", () => {
    const figures = pool([
      { requests: 80_000, seconds: 8, p50: 1, p99: 4, errors: 0, cpuMs: 8_000, generatorMs: 2_000 },
      { requests: 64_000, seconds: 8, p50: 2, p99: 9, errors: 1, cpuMs: 7_000, generatorMs: 1_600 },
      { requests: 72_000, seconds: 8, p50: 1, p99: 5, errors: 0, cpuMs: 6_600, generatorMs: 1_800 },
    ]);
    expect(figures).toEqual({ rps: 9_000, p50: 1, p99: 5, errors: 1, cpuPer10k: 1_000, generatorPer10k: 250 });
  });
});
