import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderPlatformTable } from '../../../scripts/platformTable';

describe('generated platform table', () => {
  it('matches shared/api and shared/brand (regenerate with: npx tsx client/scripts/generatePlatformTable.ts)', () => {
    const onDisk = readFileSync(fileURLToPath(new URL('./platform.ts', import.meta.url)), 'utf8');
    expect(onDisk).toBe(renderPlatformTable());
  });
});
