import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { BRAND_MARKER } from '../brand-script';

export interface TempClientDir {
  dir: string;
  assetName: string;
  assetText: string;
  remove(): void;
}

/** A small built client: index.html with the brand marker, one hashed asset with .br/.gz siblings, a favicon. */
export function makeClientDir(options: { withIndex?: boolean } = {}): TempClientDir {
  const dir = mkdtempSync(join(tmpdir(), 'gamefront-client-'));
  const assetName = 'index-AbC123.js';
  const assetText = `console.log(${JSON.stringify('x'.repeat(2048))});\n`;
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', assetName), assetText);
  writeFileSync(join(dir, 'assets', `${assetName}.br`), brotliCompressSync(assetText));
  writeFileSync(join(dir, 'assets', `${assetName}.gz`), gzipSync(assetText));
  writeFileSync(join(dir, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  if (options.withIndex !== false) {
    writeFileSync(
      join(dir, 'index.html'),
      `<!doctype html><html><head><title>Gamefront</title>${BRAND_MARKER}<script type="module" src="/assets/${assetName}"></script></head><body><div id="root"></div></body></html>`,
    );
  }
  return { dir, assetName, assetText, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
