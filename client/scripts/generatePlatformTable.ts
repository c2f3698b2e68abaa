import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderPlatformTable } from './platformTable';

// Run with: npx tsx client/scripts/generatePlatformTable.ts (after changing the catalogue or the brand schema).
const target = fileURLToPath(new URL('../src/lib/generated/platform.ts', import.meta.url));
writeFileSync(target, renderPlatformTable());
console.log(`wrote ${target}`);
