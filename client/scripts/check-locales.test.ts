import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { checkLocales } from './check-locales';
import { checkTables, readLocaleTree } from './locales/tables';
import type { AllowList } from './locales/tables';

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
  'server/sandbox/locales/en/notices.json': { deposit: 'Your deposit of {{amount}} arrived.' },
  'server/sandbox/locales/tl/notices.json': { deposit: 'Dumating ang deposito mong {{amount}}.' },
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
    // The platform's CN is simplified Chinese (zh-CN), a language of one plural form.
    const cnSandbox = { deposit: '您的 {{amount}} 存款已到账。' };
    expect(
      check({
        ...clean,
        'client/src/locales/cn/games.json': zhGames,
        'client/src/locales/cn/common.json': zhCommon,
        'server/sandbox/locales/cn/notices.json': cnSandbox,
      }),
    ).toEqual([]);
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

  it('asks Arabic for all six plural forms and Russian for four, and fails while one is missing', () => {
    const arCommon = { common: { close: 'إغلاق' }, menu: { home: 'الرئيسية', hot: 'الأكثر رواجًا' } };
    const arForms = {
      count_zero: 'لا ألعاب',
      count_one: 'لعبة واحدة',
      count_two: 'لعبتان',
      count_few: '{{count}} ألعاب',
      count_many: '{{count}} لعبة',
      count_other: '{{count}} لعبة',
    };
    // Every form keeps English's placeholders, so a form that leaves out {{count}} fails as well.
    const arGames = (forms: Record<string, string>) => ({ games: { title: 'ألعاب {{name}}', ...forms, fields: { a: 'أ', b: 'ب' } } });
    const withCount = Object.fromEntries(Object.entries(arForms).map(([k, v]) => [k, v.includes('{{count}}') ? v : `${v} ({{count}})`]));
    const arabic = (forms: Record<string, string>) => ({
      ...clean,
      'server/sandbox/locales/ar/notices.json': { deposit: 'وصل إيداعك البالغ {{amount}}.' },
      'client/src/locales/ar/common.json': arCommon,
      'client/src/locales/ar/games.json': arGames(forms),
    });
    expect(check(arabic(withCount))).toEqual([]);
    const { count_few: _few, ...withoutFew } = withCount;
    expect(check(arabic(withoutFew))).toEqual(['client/src/locales/ar/games.json: missing key games.count_few']);
    expect(check(arabic(arForms))).toEqual([
      'client/src/locales/ar/games.json: placeholders of games.count_one are {{}}, English has {{count}}',
      'client/src/locales/ar/games.json: placeholders of games.count_two are {{}}, English has {{count}}',
      'client/src/locales/ar/games.json: placeholders of games.count_zero are {{}}, English has {{count}}',
    ]);
  });

  it("holds the platform's pattern bounds as placeholders: (min), (max) and the range (min) - (max)", () => {
    const withRange = (en: string, tl: string) => ({
      ...clean,
      'client/src/locales/en/common.json': { ...enCommon, common: { close: en } },
      'client/src/locales/tl/common.json': { ...tlCommon, common: { close: tl } },
    });
    expect(check(withRange('Use (min) - (max) characters', 'Gumamit ng (min) - (max) na character'))).toEqual([]);
    expect(check(withRange('Use (min) - (max) characters', 'Gumamit ng (min) hanggang (max) na character'))).toEqual([
      'client/src/locales/tl/common.json: placeholders of common.close are {{(max), (min)}}, English has {{(min) - (max)}}',
    ]);
  });

  it('holds the sandbox texts to the same rules as the interface texts', () => {
    expect(check({ ...clean, 'server/sandbox/locales/tl/notices.json': { deposit: 'Dumating ang deposito mo.' } })).toEqual([
      'server/sandbox/locales/tl/notices.json: placeholders of deposit are {{}}, English has {{amount}}',
    ]);
    expect(check({ ...clean, 'server/sandbox/locales/tl/notices.json': { deposit: 'Your deposit of {{amount}} arrived.' } })).toEqual([
      'server/sandbox/locales/tl/notices.json: deposit is the English text, untranslated ("Your deposit of {{amount}} arrived.")',
    ]);
    const { 'server/sandbox/locales/tl/notices.json': _, ...withoutSandboxFile } = clean;
    expect(check(withoutSandboxFile)).toEqual(['server/sandbox/locales/tl: missing: the interface ships this language']);
  });

  it("rule 1: fails on a plural form left as English's own form", () => {
    const copied = { games: { ...tlGames.games, count_one: '{{count}} game' } };
    expect(check({ ...clean, 'client/src/locales/tl/games.json': copied })).toEqual([
      'client/src/locales/tl/games.json: games.count_one is the English text, untranslated ("{{count}} game")',
    ]);
  });

  it('rule 1: fails on a text left as the English original, unless it is rightly the same in every language', () => {
    const copied = { ...tlCommon, menu: { home: 'Home', hot: 'Sikat' } };
    expect(check({ ...clean, 'client/src/locales/tl/common.json': copied })).toEqual([
      'client/src/locales/tl/common.json: menu.home is the English text, untranslated ("Home")',
    ]);
  });

  it('lets a text stay English only where the allow-list gives the reason, for every language or for those it names', () => {
    const en = { common: { close: 'Close', ok: 'OK' }, menu: { home: 'Home', hot: 'Hot' } };
    const tl = { common: { close: 'Isara', ok: 'OK' }, menu: { home: 'Tahanan', hot: 'Sikat' } };
    const ja = { common: { close: '閉じる', ok: 'OK' }, menu: { home: 'ホーム', hot: '人気' } };
    const tree = {
      ...clean,
      'client/src/locales/en/common.json': en,
      'client/src/locales/tl/common.json': tl,
      'client/src/locales/ja/common.json': ja,
      'client/src/locales/ja/games.json': {
        games: { title: '{{name}}のゲーム', count_other: '{{count}} 件', fields: { a: 'A1', b: 'B1' } },
      },
      'server/sandbox/locales/ja/notices.json': { deposit: '{{amount}} の入金が届きました。' },
    };
    check(tree);
    const read = readLocaleTree(root!);
    const untranslated = (allowList: Partial<AllowList>) =>
      checkTables(read, { byKey: {}, byText: {}, ...allowList }).map((p) => `${p.file}: ${p.message}`);
    expect(untranslated({})).toEqual([
      'client/src/locales/ja/common.json: common.ok is the English text, untranslated ("OK")',
      'client/src/locales/tl/common.json: common.ok is the English text, untranslated ("OK")',
    ]);
    // By its English text, for the languages named: every key of that text, in those languages only.
    expect(untranslated({ byText: { OK: { languages: ['tl'] } } })).toEqual([
      'client/src/locales/ja/common.json: common.ok is the English text, untranslated ("OK")',
    ]);
    // By its key, in every language.
    expect(untranslated({ byKey: { 'common:common.ok': 'the word every interface uses' } })).toEqual([]);
  });

  it('takes a text with no letters outside its placeholders as translated', () => {
    const en = { ...enCommon, common: { close: 'Close', pair: '{{label}} * ({{count}})' } };
    const tl = { ...tlCommon, common: { close: 'Isara', pair: '{{label}} * ({{count}})' } };
    const shellWithPair = shell.replace("t('common.close')", "t('common.close') + t('common.pair')");
    expect(
      check({
        ...clean,
        'client/src/app/Shell.tsx': shellWithPair,
        'client/src/locales/en/common.json': en,
        'client/src/locales/tl/common.json': tl,
      }),
    ).toEqual([]);
  });

  it('keeps a reason for every text allowed to stay as in English, and names languages that exist', async () => {
    const { SAME_IN_EVERY_LANGUAGE, WRITTEN_AS_IN_ENGLISH } = await import('./locales/sameAsEnglish');
    const { SHIPPED_LANGUAGES } = await import('../../shared/languages');
    const folders = SHIPPED_LANGUAGES.map((code) => code.toLowerCase()).filter((code) => code !== 'en');
    for (const [key, reason] of Object.entries(SAME_IN_EVERY_LANGUAGE)) {
      expect(key).toMatch(/^(sandbox\/)?[a-z]+:[\w.]+$/);
      expect(reason.length).toBeGreaterThan(5);
    }
    for (const [text, { reason, languages }] of Object.entries(WRITTEN_AS_IN_ENGLISH)) {
      expect(reason.length, text).toBeGreaterThan(5);
      expect(languages.length, text).toBeGreaterThan(0);
      for (const language of languages) expect(folders, text).toContain(language);
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
