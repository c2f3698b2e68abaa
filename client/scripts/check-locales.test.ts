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

type Files = Record<string, string | object>;

/** A tiny project tree: locale files by language and namespace, a shell file and one area. */
function check(files: Files): string[] {
  root = mkdtempSync(join(tmpdir(), 'locales-'));
  mkdirSync(join(root, 'shared'), { recursive: true });
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return checkLocales(root).map((p) => `${p.file}: ${p.message}`);
}

const enCommon = { common: { close: 'Close' }, menu: { home: 'Home', hot: 'Hot' } };
const tlCommon = { common: { close: 'Isara' }, menu: { home: 'Tahanan', hot: 'Sikat' } };
const enGames = {
  games: { title: 'Games for {{name}}', count_one: '{{count}} game', count_other: '{{count}} games', fields: { a: 'A', b: 'B' } },
};
const tlGames = {
  games: {
    title: 'Mga laro ni {{name}}',
    count_one: '{{count}} laro',
    count_other: '{{count}} na laro',
    fields: { a: 'Una', b: 'Ikalawa' },
  },
};

const shell = `import { useTranslation } from 'react-i18next';
const entries = [{ labelKey: 'menu.home' }];
export function Shell({ hot }: { hot: boolean }) {
  const { t } = useTranslation();
  return <nav aria-label={t('common.close')}>{entries.map((e) => t(e.labelKey))}{hot && t('menu.hot')}</nav>;
}
`;

/** The games area: its own namespace, a plural, a template over a union and a key from common. */
const page = (body = '') => `import { useTranslation } from 'react-i18next';
const Fields = ['a', 'b'] as const;
export function Page({ name, n }: { name: string; n: number }) {
  const { t } = useTranslation('games');
  return (
    <section title={t('games.title', { name })}>
      {Fields.map((f) => <p key={f}>{t(\`games.fields.\${f}\`)}</p>)}
      <p>{t('games.count', { count: n })}</p>
      <button type="button">{t('common.close')}</button>
      ${body}
    </section>
  );
}
`;

const clean: Files = {
  'client/src/locales/en/common.json': enCommon,
  'client/src/locales/en/games.json': enGames,
  'client/src/locales/tl/common.json': tlCommon,
  'client/src/locales/tl/games.json': tlGames,
  'client/src/app/Shell.tsx': shell,
  'client/src/features/games/Page.tsx': page(),
};

describe('checkLocales', () => {
  it('passes a tree where every key is in every language, used, and nothing bypasses i18next', () => {
    expect(check(clean)).toEqual([]);
  });

  it('asks each language for the plural forms of its own grammar', () => {
    const zhGames = { games: { title: '{{name}}的游戏', count_other: '{{count}} 个游戏', fields: { a: '甲', b: '乙' } } };
    const zhCommon = { common: { close: '关闭' }, menu: { home: '首页', hot: '热门' } };
    expect(check({ ...clean, 'client/src/locales/zh/games.json': zhGames, 'client/src/locales/zh/common.json': zhCommon })).toEqual([]);
  });

  it('rule 1: fails on a missing or extra key or namespace, a placeholder mismatch, and a key in two namespaces', () => {
    const broken = { games: { title: 'Mga laro', count_other: '{{count}} na laro', fields: { a: 'A' }, extra: 'X' } };
    expect(
      check({
        ...clean,
        'client/src/locales/tl/games.json': broken,
        'client/src/locales/tl/lottery.json': { lottery: { title: 'Loterya' } },
        'client/src/locales/en/common.json': { ...enCommon, games: { title: 'Games' } },
        'client/src/locales/tl/common.json': { ...tlCommon, games: { title: 'Mga laro' } },
      }),
    ).toEqual(
      expect.arrayContaining([
        'client/src/locales/en/games.json: key games.title is also in common.json',
        'client/src/locales/tl/lottery.json: extra namespace lottery',
        'client/src/locales/tl/games.json: placeholders of games.title are {{}}, English has {{name}}',
        'client/src/locales/tl/games.json: missing key games.count_one',
        'client/src/locales/tl/games.json: missing key games.fields.b',
        'client/src/locales/tl/games.json: extra key games.extra',
      ]),
    );
    const { 'client/src/locales/tl/games.json': _, ...withoutFile } = clean;
    expect(check(withoutFile)).toEqual(['client/src/locales/tl/games.json: missing namespace games']);
  });

  it('rule 1: fails on a text left as the English original, unless it is rightly the same in every language', () => {
    const copied = { ...tlCommon, menu: { home: 'Home', hot: 'Sikat' } };
    expect(check({ ...clean, 'client/src/locales/tl/common.json': copied })).toEqual([
      'client/src/locales/tl/common.json: menu.home is the English text, untranslated ("Home")',
    ]);
  });

  it('keeps a reason for every text that stays the same in every language', async () => {
    const { SAME_IN_EVERY_LANGUAGE } = await import('./locales/sameInEveryLanguage');
    for (const [key, reason] of Object.entries(SAME_IN_EVERY_LANGUAGE)) {
      expect(key).toMatch(/^[a-z]+:[\w.]+$/);
      expect(reason.length).toBeGreaterThan(5);
    }
  });

  it('rule 2: fails on an unused key', () => {
    const enWithSpare = { games: { ...enGames.games, spare: 'Spare' } };
    const tlWithSpare = { games: { ...tlGames.games, spare: 'Ekstra' } };
    expect(check({ ...clean, 'client/src/locales/en/games.json': enWithSpare, 'client/src/locales/tl/games.json': tlWithSpare })).toEqual([
      'client/src/locales/en/games.json: unused key games.spare',
    ]);
  });

  it('rule 2: fails on a key outside the namespaces a call reads, a prefix with no key under it, and an unnamed namespace', () => {
    const stray = page("{t('lottery.title')}{t(`games.nothing.${name}`)}");
    expect(check({ ...clean, 'client/src/features/games/Page.tsx': stray })).toEqual([
      'client/src/features/games/Page.tsx:10: key lottery.title is not in games.json or common.json',
      'client/src/features/games/Page.tsx:10: no key starts with games.nothing. in games.json or common.json',
    ]);
    const unnamed = page().replace("useTranslation('games')", 'useTranslation()');
    expect(check({ ...clean, 'client/src/features/games/Page.tsx': unnamed })).toEqual(
      expect.arrayContaining([
        "client/src/features/games/Page.tsx:4: useTranslation() here reads the wrong namespace: use useTranslation('games')",
      ]),
    );
  });

  it('rule 3: fails on visible text and literal visible attributes that bypass i18next', () => {
    const bypass = page('<label>Your name <input placeholder={"Name"} /></label><img alt="Logo" src="x" />');
    expect(check({ ...clean, 'client/src/features/games/Page.tsx': bypass })).toEqual([
      'client/src/features/games/Page.tsx:10: visible text "Your name" bypasses i18next',
      'client/src/features/games/Page.tsx:10: placeholder="Name" bypasses i18next',
      'client/src/features/games/Page.tsx:10: alt="Logo" bypasses i18next',
    ]);
  });
});
