import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../shared/api/catalogue';
import { EDGE_PATHS, SANDBOX_PATHS } from '../../shared/upstreamPaths';
import { ARCHITECTURE_FILE, renderCallKinds, withCallKinds } from './call-kinds';

describe('the table of call kinds in docs/architecture.md', () => {
  it("is the catalogue's (run `tsx tools/docs/call-kinds.ts` after changing a call)", () => {
    const page = readFileSync(ARCHITECTURE_FILE, 'utf8');
    expect(page).toBe(withCallKinds(page));
  });

  it('names every catalogue entry with its kind', () => {
    const table = renderCallKinds();
    for (const entry of endpoints) {
      expect(['platform', 'edge', 'sandbox'], entry.key).toContain(entry.kind);
      expect(table, entry.key).toContain(`| \`${entry.key}\` | ${entry.kind} |`);
    }
  });

  it('keeps each kind under its own paths, so the proxy can tell them apart', () => {
    for (const entry of endpoints) {
      const edge = entry.path.startsWith(EDGE_PATHS);
      const sandbox = entry.path.startsWith(SANDBOX_PATHS);
      expect({ key: entry.key, edge, sandbox }).toEqual({ key: entry.key, edge: entry.kind === 'edge', sandbox: entry.kind === 'sandbox' });
    }
  });
});
