import { startSite } from '../e2e/harness';

/**
 * Lobby queries over the whole catalogue through the gateway: p50 and p99 of a first page, a deep
 * page and a name search, beside the smallest platform call as the baseline, measured in one run.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const HEADERS = { Merchant: 'gamefront1', Device: 'web', Language: 'EN', 'X-Gateway-Version': '3' };

async function timed(url: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const answer = await fetch(url, { headers: HEADERS });
    const body = (await answer.json()) as { success?: boolean };
    times.push(performance.now() - started);
    if (!answer.ok || body.success !== true) throw new Error(`${url} answered ${answer.status}: ${JSON.stringify(body).slice(0, 200)}`);
  }
  return times.sort((a, b) => a - b);
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function main(): Promise<void> {
  const site = await startSite({ LOG_LEVEL: 'error' });
  try {
    const list = `${site.baseUrl}/wps/relay/GCSGAME_gameList`;
    const all = (await (await fetch(`${list}?pageNo=1&pageSize=28`, { headers: HEADERS })).json()) as {
      value: { totalPages: number; totalCount: number };
    };
    const cases: [string, string][] = [
      ['baseline /wps/system/country', `${site.baseUrl}/wps/system/country`],
      ['first page (RNG)', `${list}?gameType=RNG&pageNo=1&pageSize=28`],
      [`deep page (${all.value.totalPages} of all)`, `${list}?pageNo=${all.value.totalPages}&pageSize=28`],
      ['name search "koi"', `${list}?gameName=koi&pageNo=1&pageSize=28`],
    ];
    for (const [, url] of cases) await timed(url); // warm-up
    console.log(`${all.value.totalCount} games; ${RUNS} sequential requests each through the gateway:`);
    let baseline = 0;
    for (const [name, url] of cases) {
      const t = await timed(url);
      if (!baseline) baseline = pct(t, 50);
      console.log(
        `${name.padEnd(32)} p50 ${pct(t, 50).toFixed(2).padStart(6)} ms   p99 ${pct(t, 99).toFixed(2).padStart(6)} ms   p50 vs baseline ${(pct(t, 50) / baseline).toFixed(2)}×`,
      );
    }
  } finally {
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
