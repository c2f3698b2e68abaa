/**
 * Writes the games and lottery sections (games, launch, pvp, inhouse, lottery, pagination) into
 * client/src/locales/{en,tl}.json. Only these sections are added or replaced; every other section
 * stays as it is. Run: npx tsx client/scripts/mergeGamesLocales.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { en, tl } from './gamesLocales';

const localeDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'locales');

function merge(file: string, sections: Record<string, unknown>): void {
  const path = join(localeDir, file);
  const current = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  writeFileSync(path, `${JSON.stringify({ ...current, ...sections }, null, 2)}\n`);
}

merge('en.json', en);
merge('tl.json', tl);
