import { describe, expect, it } from 'vitest';
import { namespaceOfFile } from './namespaces';

describe('namespaceOfFile', () => {
  it('gives each area its own namespace and the shell and shared parts the boot text', () => {
    expect(namespaceOfFile('client/src/features/records/BonusPage.tsx')).toBe('records');
    expect(namespaceOfFile('client/src/features/launch/GamePage.tsx')).toBe('games');
    expect(namespaceOfFile('client/src/app/Header.tsx')).toBe('common');
    expect(namespaceOfFile('client/src/components/Pagination.tsx')).toBe('common');
  });

  it('loads the text of a shared part used only by lazy areas with it', () => {
    expect(namespaceOfFile('client/src/components/DateRangeFilter.tsx')).toBe('dates');
    expect(namespaceOfFile('client/src/components/contracts/ContractTermsFields.tsx')).toBe('contractTerms');
  });
});
