/**
 * Writes the identity sections (auth, register, account) and the shared validation texts into
 * client/src/locales/{en,tl}.json. Only these sections are added or replaced; every other section
 * of the files stays as it is. Run: npx tsx client/scripts/mergeIdentityLocales.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { en as validationEn, tl as validationTl, VALIDATION_NAMESPACE } from '../../shared/validation/messages';
import { en, tl } from './identityLocales';

const localeDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'locales');

function merge(file: string, sections: Record<string, unknown>): void {
  const path = join(localeDir, file);
  const current = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  writeFileSync(path, `${JSON.stringify({ ...current, ...sections }, null, 2)}\n`);
}

merge('en.json', { ...en, [VALIDATION_NAMESPACE]: validationEn });
merge('tl.json', { ...tl, [VALIDATION_NAMESPACE]: validationTl });
