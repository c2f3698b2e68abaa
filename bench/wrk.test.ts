import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseWrkRun, runWrk, WRK, writeReportScript } from './wrk';

describe("wrk's figures", () => {
  it('reads the report line and the CPU time that bash printed after the run', () => {
    const figures = parseWrkRun(
      'Running 8s test @ http://127.0.0.1:1/\n{"requests":80000,"micros":8004000,"p50":1250,"p99":4100,"errors":3}\n',
      'warning\n0.811 1.190\n',
    );
    expect(figures).toEqual({ requests: 80_000, seconds: 8.004, p50: 1.25, p99: 4.1, errors: 3, generatorMs: 2001 });
  });

  it('refuses a run without a report or without its CPU time, rather than print figures from nothing', () => {
    expect(() => parseWrkRun('Running 8s test\n', '0.1 0.1\n')).toThrow(/no report/);
    expect(() => parseWrkRun('{"requests":1,"micros":1,"p50":1,"p99":1,"errors":0}\n', 'unable to connect\n')).toThrow(/no CPU time/);
  });
});

// CI installs wrk (.ci/run); elsewhere the run is tested where wrk is installed.
const haveWrk = existsSync(WRK);
if (!haveWrk && process.env.CI === 'true') throw new Error(`${WRK} is missing: .ci/run installs it`);

describe.skipIf(!haveWrk)('wrk against a local server', () => {
  let server: Server;
  let base: string;
  let dir: string;
  const seen = { ok: 0, failed: 0, merchant: new Set<string | undefined>() };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gamefront-wrk-'));
    server = createServer((req, res) => {
      seen.merchant.add(req.headers.merchant as string | undefined);
      if (req.url === '/fail') {
        seen.failed++;
        res.writeHead(500).end('no');
      } else {
        seen.ok++;
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('counts the answers, sends the headers, times the latency and reports its own CPU', async () => {
    const script = writeReportScript(dir);
    const result = await runWrk({ url: `${base}/`, connections: 2, seconds: 1, headers: { Merchant: 'gamefront1' }, script });
    expect(result.requests).toBeGreaterThan(100);
    // The server may have taken a request on each connection that wrk stopped waiting for.
    expect(seen.ok - result.requests).toBeGreaterThanOrEqual(0);
    expect(seen.ok - result.requests).toBeLessThanOrEqual(2);
    expect([...seen.merchant]).toEqual(['gamefront1']);
    expect(result.errors).toBe(0);
    expect(result.seconds).toBeGreaterThan(0.9);
    expect(result.p50).toBeGreaterThan(0);
    expect(result.p99).toBeGreaterThanOrEqual(result.p50);
    expect(result.generatorMs).toBeGreaterThan(0);

    const failing = await runWrk({ url: `${base}/fail`, connections: 1, seconds: 1, headers: {}, script });
    expect(failing.requests).toBeGreaterThan(0);
    expect(failing.errors).toBe(failing.requests);
  });
});
