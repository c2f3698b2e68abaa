import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { planRoles, SANDBOX_ONLY_FLAG } from './roles';
import { dynamicImports, staticImportGraph } from './test-support/static-imports';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const REPO = fileURLToPath(new URL('..', import.meta.url));

describe('planRoles', () => {
  it('runs the gateway alone in front of UPSTREAM_URL', () => {
    expect(planRoles({ upstreams: ['https://a.example', 'https://b.example'], sandboxPort: 3100 }, [])).toEqual({
      sandbox: false,
      gateway: true,
      upstreams: ['https://a.example', 'https://b.example'],
    });
  });

  it('runs the embedded sandbox behind the gateway without UPSTREAM_URL', () => {
    expect(planRoles({ upstreams: [], sandboxPort: 3199 }, [])).toEqual({
      sandbox: true,
      gateway: true,
      upstreams: ['http://127.0.0.1:3199'],
    });
  });

  it('runs the sandbox alone with --sandbox-only', () => {
    expect(planRoles({ upstreams: [], sandboxPort: 3100 }, ['node', 'main.ts', SANDBOX_ONLY_FLAG])).toMatchObject({
      sandbox: true,
      gateway: false,
    });
  });
});

describe('what the entry point loads at start', () => {
  it('loads neither the sandbox nor its database driver until the sandbox role runs', () => {
    const graph = staticImportGraph(MAIN);
    const files = [...graph.files].map((file) => relative(REPO, file));
    // The gateway and configuration are loaded as usual…
    expect(files).toContain('server/gateway/app.ts');
    expect(files).toContain('server/roles.ts');
    // …the sandbox only through the import() of the sandbox role.
    expect(files.filter((file) => file.startsWith('server/sandbox/'))).toEqual([]);
    expect(graph.packages).not.toContain('better-sqlite3');
    expect(dynamicImports(MAIN)).toEqual(['./sandbox/app']);
  });

  it('would see the sandbox and better-sqlite3 in the graph of the sandbox itself', () => {
    const graph = staticImportGraph(fileURLToPath(new URL('./sandbox/app.ts', import.meta.url)));
    expect(graph.packages).toContain('better-sqlite3');
  });
});
