import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * wrk (`apt-get install wrk`) as the proxy benchmark's load generator. The generator shares the
 * machine's cores with the process it measures and with the sandbox behind it, so every microsecond
 * it spends per request is taken from them: a generator written in C on one epoll thread spends a
 * fraction of what a JavaScript one does, and so disturbs the figures least. Its own CPU per request
 * is reported beside them (`generatorMs`), so a reader can see how much of the machine it took.
 */
export const WRK = '/usr/bin/wrk';

/** One wrk run against one address. */
export interface LoadResult {
  requests: number;
  seconds: number;
  /** Latency percentiles in milliseconds. */
  p50: number;
  p99: number;
  /** Failed connections, reads, writes and time-outs, plus answers with a status of 400 or more. */
  errors: number;
  /** User plus system CPU time wrk itself spent, ms. */
  generatorMs: number;
}

/**
 * wrk's `done` hook prints one JSON line: the totals, the percentiles (wrk measures in µs) and every
 * kind of error it counts (wrk(1): summary.errors).
 */
const REPORT_SCRIPT = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"micros":%d,"p50":%d,"p99":%d,"errors":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect + e.read + e.write + e.status + e.timeout))
end
`;

/** Writes the reporting script into `dir` once, and returns its path for `runWrk`. */
export function writeReportScript(dir: string): string {
  const path = join(dir, 'wrk-report.lua');
  writeFileSync(path, REPORT_SCRIPT);
  return path;
}

/**
 * The run's figures from what wrk printed: the report line on standard output, and bash's `time`
 * (TIMEFORMAT '%3U %3S': user and system seconds) as the last line of standard error.
 */
export function parseWrkRun(stdout: string, stderr: string): LoadResult {
  const reportLine = stdout
    .split('\n')
    .reverse()
    .find((line) => line.startsWith('{'));
  if (!reportLine) throw new Error(`wrk printed no report:\n${stdout}\n${stderr}`);
  const report = JSON.parse(reportLine) as { requests: number; micros: number; p50: number; p99: number; errors: number };
  const times = stderr.trim().split('\n').at(-1)?.trim().split(/\s+/).map(Number) ?? [];
  if (times.length !== 2 || times.some((t) => !Number.isFinite(t))) throw new Error(`no CPU time after wrk's run:\n${stderr}`);
  return {
    requests: report.requests,
    seconds: report.micros / 1e6,
    p50: report.p50 / 1000,
    p99: report.p99 / 1000,
    errors: report.errors,
    generatorMs: (times[0] + times[1]) * 1000,
  };
}

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  headers: Record<string, string>;
  /** From `writeReportScript`. */
  script: string;
}

/** Runs wrk on one thread (enough for tens of thousands of requests a second) and reads its figures. */
export function runWrk({ url, connections, seconds, headers, script }: LoadOptions): Promise<LoadResult> {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '-s', script];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  args.push(url);
  // bash's `time` reports the CPU of the command it waited for, which Node's own usage figures cannot.
  const child = spawn('bash', ['-c', `TIMEFORMAT='%3U %3S'; time "$@"`, 'bash', WRK, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`wrk exited with ${code}:\n${stderr}`));
      else {
        try {
          resolve(parseWrkRun(stdout, stderr));
        } catch (error) {
          reject(error as Error);
        }
      }
    });
  });
}
