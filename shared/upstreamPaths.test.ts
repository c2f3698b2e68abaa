import { describe, expect, it } from 'vitest';
import { endpoints } from './api/catalogue';
import { isOursPath, resolvedPath } from './upstreamPaths';

describe('paths of ours', () => {
  it('resolves a path as an upstream web server would', () => {
    expect(resolvedPath('/wps/%67f/a?x=1')).toBe('/wps/gf/a');
    expect(resolvedPath('/wps//./x/../GF\\a')).toBe('/wps/gf/a');
    expect(resolvedPath('/wps/%zz')).toBe('/wps/%zz');
  });

  it('knows every edge and sandbox-only call of the catalogue, and no platform call', () => {
    for (const entry of endpoints) {
      expect(isOursPath(entry.path, false), entry.key).toBe(entry.kind !== 'platform');
      // With the full sandox upstream, only edge calls stay the gateway's own.
      expect(isOursPath(entry.path, true), entry.key).toBe(entry.kind === 'edge');
    }
  });

  it('sees through escapes, doubled slashes, dot segments and case', () => {
    for (const path of ['/wps/%67f/x', '/wps//gf/x', '/wps/./gf/x', '/wps/a/../gf/x', '/WPS/GF/x', '/wps/Edge/x', '/wps/edge%2fx']) {
      expect(isOursPath(path, false), path).toBe(true);
    }
  });
});
