import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const eslint = new ESLint({ cwd: root });

/** The boundary messages the project's own lint configuration gives a file at `relative` with `code`. */
async function boundaryErrors(relative: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, relative) });
  return result.messages.filter((m) => m.ruleId === 'layout/boundaries').map((m) => m.message);
}

describe('import boundaries (eslint.config.js)', () => {
  it('refuses a feature importing another feature, and lets app/ compose them', async () => {
    const code = "import { LotteryMenu } from '../lottery/LotteryMenu';\nexport const x = LotteryMenu;\n";
    expect(await boundaryErrors('client/src/features/games/Probe.tsx', code)).toEqual([
      expect.stringContaining('a feature never imports another feature'),
    ]);
    expect(await boundaryErrors('client/src/app/Probe.tsx', code.replace('../lottery', '../features/lottery'))).toEqual([]);
  });

  it('refuses lazy imports across features too', async () => {
    const code = "export const page = () => import('../games/CategoryPage');\n";
    expect(await boundaryErrors('client/src/features/home/Probe.tsx', code)).toHaveLength(1);
  });

  it('keeps lib/ and components/ below the features, shared/ free of both sides, the gateway away from the sandbox', async () => {
    expect(await boundaryErrors('client/src/lib/Probe.ts', "export * from '../features/games/GameLobby';\n")).toHaveLength(1);
    expect(await boundaryErrors('client/src/components/Probe.tsx', "import '../app/Shell';\n")).toHaveLength(1);
    expect(await boundaryErrors('shared/Probe.ts', "import '../client/src/lib/api';\n")).toHaveLength(1);
    expect(await boundaryErrors('shared/api/Probe.ts', "import '../../server/config';\n")).toHaveLength(1);
    expect(await boundaryErrors('client/src/lib/Probe.ts', "import '../../../server/config';\n")).toHaveLength(1);
    expect(await boundaryErrors('server/gateway/Probe.ts', "import '../sandbox/app';\n")).toHaveLength(1);
    expect(await boundaryErrors('server/main-probe.ts', "import './sandbox/app';\n")).toEqual([]);
    expect(await boundaryErrors('client/src/features/games/Probe.tsx', "import '../../lib/api';\nimport './games.css';\n")).toEqual([]);
  });

  it('refuses a feature importing another feature by its folder, whatever the form of the import', async () => {
    const crossing = expect.stringContaining('a feature never imports another feature');
    const home = 'client/src/features/home/Probe.tsx';
    expect(await boundaryErrors(home, "import * as help from '../help';\nexport const h = help;\n")).toEqual([crossing]);
    expect(await boundaryErrors(home, "export * from '../help/';\n")).toEqual([crossing]);
    expect(await boundaryErrors(home, "export { HelpModal } from '../help';\n")).toEqual([crossing]);
    expect(await boundaryErrors(home, "export const help = () => import('../help');\n")).toEqual([crossing]);
    expect(await boundaryErrors(home, 'export const help = () => import(`../help`);\n')).toEqual([crossing]);
    expect(await boundaryErrors(home, "export type Help = typeof import('../help/HelpModal');\n")).toEqual([crossing]);
    expect(await boundaryErrors('client/src/features/home/parts/Probe.tsx', "import '../../help';\n")).toEqual([crossing]);
    expect(await boundaryErrors(home, "import '../help/index';\nimport '../help/HelpModal';\n")).toEqual([crossing, crossing]);
    expect(await boundaryErrors('client/src/lib/Probe.ts', "import '../features/help';\n")).toHaveLength(1);
    expect(await boundaryErrors('client/src/features/home/parts/Probe.tsx', "import '..';\nimport '../HomePage';\n")).toEqual([]);
    expect(await boundaryErrors('client/src/app/Probe.tsx', "import '../features/help';\n")).toEqual([]);
  });
});

describe('sandbox areas and core (eslint.config.js)', () => {
  const throughIndex = expect.stringContaining('a sandbox area reaches another area only through its index.ts');
  const cashier = 'server/sandbox/areas/cashier/Probe.ts';

  it('lets an area reach another area only through its index.ts', async () => {
    expect(await boundaryErrors(cashier, "import { refused } from '../identity/refusals';\nexport const r = refused;\n")).toEqual([
      throughIndex,
    ]);
    expect(await boundaryErrors(cashier, "export * from '../identity/wallets-repository';\n")).toEqual([throughIndex]);
    expect(await boundaryErrors(cashier, "export const area = () => import('../identity/area');\n")).toEqual([throughIndex]);
    expect(await boundaryErrors(cashier, "import '../identity/index.test';\n")).toEqual([throughIndex]);
    expect(await boundaryErrors('server/sandbox/areas/play/pages/Probe.ts', "import '../../lottery/numbers';\n")).toEqual([throughIndex]);
    expect(
      await boundaryErrors(
        cashier,
        "import '../identity';\nimport '../identity/';\nimport '../identity/index';\nimport '../identity/index.ts';\n",
      ),
    ).toEqual([]);
    expect(await boundaryErrors('server/sandbox/areas/play/pages/Probe.ts', "import '../../lottery';\nimport '../money';\n")).toEqual([]);
  });

  it('lets an area import its own files, core/ and the sandbox plumbing, not the files that list and register the areas', async () => {
    expect(
      await boundaryErrors(
        cashier,
        "import './cashier-repository';\nimport '../../core/money';\nimport '../../core';\nimport '../../test-support';\n",
      ),
    ).toEqual([]);
    expect(await boundaryErrors(cashier, "import '..';\nimport '../registration';\nimport '../sandbox-area';\n")).toEqual([
      expect.stringContaining('an area never imports the files directly in areas/'),
      expect.stringContaining('an area never imports the files directly in areas/'),
      expect.stringContaining('an area never imports the files directly in areas/'),
    ]);
  });

  it("holds an area's tests to the same rows", async () => {
    const test = 'server/sandbox/areas/rewards/Probe.test.ts';
    expect(await boundaryErrors(test, "import { tokenOf } from '../contracts/test-helpers';\nexport const t = tokenOf;\n")).toEqual([
      throughIndex,
    ]);
    expect(await boundaryErrors(test, "import '../contracts';\nimport './rewards-handlers';\nimport '../../test-support';\n")).toEqual([]);
  });

  it('keeps core/ below the areas', async () => {
    const core = 'server/sandbox/core/Probe.ts';
    const below = expect.stringContaining('the sandbox core sits below the areas and never imports them');
    expect(await boundaryErrors(core, "import '../areas/identity';\nimport '../areas/identity/area';\nimport '../areas';\n")).toEqual([
      below,
      below,
      below,
    ]);
    expect(
      await boundaryErrors('server/sandbox/core/ledger/Probe.ts', "export * from '../../areas/identity/wallets-repository';\n"),
    ).toEqual([below]);
    expect(await boundaryErrors(core, "import './money';\nimport '../../../shared/money';\n")).toEqual([]);
    expect(await boundaryErrors('server/gateway/Probe.ts', "import '../sandbox/core/money';\n")).toHaveLength(1);
  });

  it('lets the files directly in areas/ take an area from its area.ts or index.ts only', async () => {
    const list = 'server/sandbox/areas/Probe.ts';
    expect(
      await boundaryErrors(list, "import './identity/area';\nimport './identity';\nimport './sandbox-area';\nimport '../core/money';\n"),
    ).toEqual([]);
    expect(await boundaryErrors(list, "import './identity/settings';\n")).toEqual([
      expect.stringContaining('the files directly in areas/ take an area from its area.ts or index.ts'),
    ]);
  });

  it('lets the composition root (app.ts, the seed runner, the repositories) import any file of an area', async () => {
    expect(await boundaryErrors('server/sandbox/db/seed/Probe.ts', "import '../../areas/games/games-seed';\n")).toEqual([]);
    expect(await boundaryErrors('server/sandbox/Probe.ts', "import './areas/cashier/payments';\nimport './areas/registration';\n")).toEqual(
      [],
    );
    expect(await boundaryErrors('server/sandbox/repositories/Probe.ts', "import '../areas/identity/accounts-repository';\n")).toEqual([]);
  });
});

/** Type-checks one extra file as if it were in `side`/, with that project's compiler options. */
function diagnosticsIn(side: 'shared' | 'server', code: string): string[] {
  const configPath = path.join(root, side, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, (file) => ts.sys.readFile(file));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, path.dirname(configPath));
  const probe = path.join(root, side, '__probe__.ts');
  const host = ts.createCompilerHost(parsed.options);
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => (file === probe ? code : readFile(file));
  host.fileExists = (
    (exists) => (file: string) =>
      file === probe || exists(file)
  )(host.fileExists.bind(host));
  const ambient = parsed.fileNames.filter((file) => file.endsWith('.d.ts'));
  const program = ts.createProgram(
    [probe, ...ambient],
    { ...parsed.options, noEmit: true, composite: false, declaration: false, emitDeclarationOnly: false },
    host,
  );
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('shared/ compiles against the standard library alone (shared/tsconfig.json)', () => {
  const diagnosticsFor = (code: string) => diagnosticsIn('shared', code);

  it('fails on a DOM call and on a Node global, passes on the isomorphic globals', () => {
    expect(diagnosticsFor('export const title = document.title;\n').join('\n')).toMatch(/Cannot find name 'document'/);
    expect(diagnosticsFor('export const env = process.env.HOME;\n').join('\n')).toMatch(/Cannot find name 'process'/);
    expect(diagnosticsFor("export const bytes = new TextEncoder().encode('x');\n")).toEqual([]);
  });
});

describe('server/ compiles against Node alone (server/tsconfig.json)', () => {
  it('fails on a DOM call, passes on Node', () => {
    expect(diagnosticsIn('server', 'export const title = document.title;\n').join('\n')).toMatch(/Cannot find name 'document'/);
    expect(diagnosticsIn('server', 'export const home = process.env.HOME;\n')).toEqual([]);
  });
});
