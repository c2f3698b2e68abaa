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
