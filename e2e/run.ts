import { existsSync, readdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CHROMIUM_PATH, VIEWPORTS, launchBrowser, runJourney, startSite, type Journey } from './harness';

/**
 * Browser journeys against the real site (gateway + sandbox, fresh data) in Debian's Chromium, each
 * at every size of VIEWPORTS. `npm run test:e2e -- <word>` runs only the journeys whose name
 * contains the word; E2E_VIEWPORT=390x844 runs one size only.
 */
const here = dirname(fileURLToPath(import.meta.url));
const filter = process.argv.slice(2).join(' ').toLowerCase();

async function loadJourneys(): Promise<Journey[]> {
  const files = readdirSync(join(here, 'journeys'))
    .filter((f) => f.endsWith('.ts'))
    .sort();
  const journeys: Journey[] = [];
  for (const file of files) {
    // Shared steps live beside the journeys; only modules that export `journeys` are journeys.
    const mod = (await import(pathToFileURL(join(here, 'journeys', file)).href)) as { journeys?: Journey[] };
    if (Array.isArray(mod.journeys)) journeys.push(...mod.journeys);
  }
  return journeys.filter((j) => !filter || j.name.toLowerCase().includes(filter));
}

// A journey that fails while a wait it started is still pending leaves that wait to reject later:
// the journey is already counted as failed, so the run goes on instead of stopping every journey after it.
process.on('unhandledRejection', (reason) => {
  console.log(`      (a wait left over from a failed step: ${reason instanceof Error ? reason.message.split('\n')[0] : String(reason)})`);
});

async function main(): Promise<void> {
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(`Chromium not found at ${CHROMIUM_PATH}. Install it with: sudo apt-get install -y chromium`);
    process.exit(1);
  }
  const journeys = await loadJourneys();
  const browser = await launchBrowser();
  const failures: string[] = [];
  const only = process.env.E2E_VIEWPORT;
  const viewports = VIEWPORTS.filter((v) => !only || only === `${v.width}x${v.height}`);
  let runs = 0;
  try {
    for (const viewport of viewports) {
      console.log(`At ${viewport.width}×${viewport.height}:`);
      // Each size gets a site with fresh data: journeys sign up and sign in as the first time.
      const site = await startSite();
      try {
        for (const journey of journeys) {
          if (journey.only && journey.only !== (viewport.phone ? 'phone' : 'desktop')) continue;
          const started = Date.now();
          const name = `${journey.name} @${viewport.width}×${viewport.height}`;
          runs++;
          try {
            if (journey.site) {
              const own = await startSite(journey.site);
              try {
                await runJourney(browser, own, journey, viewport);
              } finally {
                await own.stop();
              }
            } else await runJourney(browser, site, journey, viewport);
            console.log(`  ✓ ${name} (${Date.now() - started} ms)`);
          } catch (error) {
            failures.push(name);
            console.log(
              `  ✗ ${name} (${Date.now() - started} ms)\n${indent(error instanceof Error ? (error.stack ?? error.message) : String(error))}`,
            );
          }
        }
      } finally {
        await site.stop();
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`\n${runs - failures.length} of ${runs} journey runs passed`);
  if (failures.length > 0 || runs === 0) process.exit(1);
}

const indent = (text: string) =>
  text
    .split('\n')
    .map((l) => `      ${l}`)
    .join('\n');

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
