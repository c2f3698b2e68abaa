import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { checkLocales } from './check-locales';

let root: string | null = null;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = null;
});

/** A tiny project tree: locale files and one component. */
function tree(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'locales-'));
  mkdirSync(join(root, 'shared'), { recursive: true });
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const en = JSON.stringify({ games: { title: 'Games for {{name}}', fields: { a: 'A', b: 'B' } } });
const tl = JSON.stringify({ games: { title: 'Mga laro ni {{name}}', fields: { a: 'A', b: 'B' } } });
const component = (body: string) =>
  `import { useTranslation } from 'react-i18next';\nexport function Page({ f }: { f: string }) {\n  const { t } = useTranslation();\n  return ${body};\n}\n`;
const clean = component("<h1 title={t('games.title', { name: 'x' })}>{t(`games.fields.${f}`)}</h1>");

describe('checkLocales', () => {
  it('passes a tree where every key is everywhere, used, and nothing bypasses i18next', () => {
    expect(
      checkLocales(tree({ 'client/src/locales/en.json': en, 'client/src/locales/tl.json': tl, 'client/src/Page.tsx': clean })),
    ).toEqual([]);
  });

  it('fails on a missing key, an extra key and a placeholder mismatch', () => {
    const broken = JSON.stringify({ games: { title: 'Mga laro', fields: { a: 'A' }, extra: 'X' } });
    const messages = checkLocales(
      tree({ 'client/src/locales/en.json': en, 'client/src/locales/tl.json': broken, 'client/src/Page.tsx': clean }),
    ).map((p) => p.message);
    expect(messages).toEqual(
      expect.arrayContaining(['missing key games.fields.b', 'extra key games.extra', 'placeholders of games.title differ from English']),
    );
  });

  it('fails on a key no source uses', () => {
    const onlyTitle = component("<h1>{t('games.title', { name: 'x' })}</h1>");
    const messages = checkLocales(
      tree({ 'client/src/locales/en.json': en, 'client/src/locales/tl.json': tl, 'client/src/Page.tsx': onlyTitle }),
    ).map((p) => p.message);
    expect(messages).toEqual(['unused key games.fields.a', 'unused key games.fields.b']);
  });

  it('fails on visible text and a literal accessible name that bypass i18next', () => {
    const bypass = component("<h1 aria-label=\"Close\" title={t('games.title', { name: 'x' })}>Hello {t(`games.fields.${f}`)}</h1>");
    const messages = checkLocales(
      tree({ 'client/src/locales/en.json': en, 'client/src/locales/tl.json': tl, 'client/src/Page.tsx': bypass }),
    ).map((p) => p.message);
    expect(messages).toEqual(['aria-label="Close" bypasses i18next', 'visible text "Hello" bypasses i18next']);
  });
});
