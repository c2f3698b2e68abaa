import { describe, it, expect } from 'vitest';
import onDisk from './platform.ts?raw';
import { renderPlatformTable } from '../../../scripts/platformTable';

describe('generated platform table', () => {
  it('matches shared/api and shared/brand (regenerate with: npx tsx client/scripts/generatePlatformTable.ts)', () => {
    expect(onDisk).toBe(renderPlatformTable());
  });
});
