import { gzipSync } from 'node:zlib';
import { launchBrowser, startSite } from '../e2e/harness';

/**
 * The home page's first-load JavaScript, gzip: every script the browser fetches to show `/` on a
 * fresh visit (entry, preloads and the home area's lazy chunks), measured in Chromium against the
 * real site, with the size of everything else for comparison.
 */
async function main(): Promise<void> {
  const site = await startSite();
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const sizes: { url: string; type: string; gzip: number }[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin !== site.baseUrl) return;
      const type = response.request().resourceType();
      pending.push(
        response.body().then(
          (body) => {
            sizes.push({ url: url.pathname, type, gzip: gzipSync(body).length });
          },
          () => undefined,
        ),
      );
    });
    await page.goto(`${site.baseUrl}/`, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    const sum = (type: string) => sizes.filter((s) => s.type === type).reduce((n, s) => n + s.gzip, 0);
    for (const s of sizes.filter((x) => x.type === 'script').sort((a, b) => b.gzip - a.gzip)) {
      console.log(`${(s.gzip / 1024).toFixed(1).padStart(7)} KB gzip  ${s.url}`);
    }
    const js = sum('script');
    const all = sizes.reduce((n, s) => n + s.gzip, 0);
    console.log(
      `home first-load JavaScript: ${(js / 1024).toFixed(1)} KB gzip in ${sizes.filter((s) => s.type === 'script').length} files; CSS ${(sum('stylesheet') / 1024).toFixed(1)} KB; all same-origin bytes ${(all / 1024).toFixed(1)} KB (JS share ${((js / all) * 100).toFixed(0)}%)`,
    );
  } finally {
    await browser.close();
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
