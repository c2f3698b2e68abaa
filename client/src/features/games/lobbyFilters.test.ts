import { describe, expect, it } from 'vitest';
import { listQuery, readFilters, withFilter, writeFilters } from './lobbyFilters';

describe('lobby filters in the URL', () => {
  it('reads and writes every filter, leaving defaults out', () => {
    const filters = readFilters(new URLSearchParams('vendor=JL&classify=SLOT&minBet=1&minLineNum=25&q=dragon&page=4'));
    expect(filters).toEqual({ vendor: 'JL', classify: 'SLOT', minBet1: true, lines25: true, name: 'dragon', page: 4 });
    expect(writeFilters(filters).toString()).toBe('vendor=JL&classify=SLOT&minBet=1&minLineNum=25&q=dragon&page=4');
    expect(writeFilters(readFilters(new URLSearchParams('page=1&q=%20'))).toString()).toBe('');
  });

  it('cuts names at 50 characters and ignores nonsense pages', () => {
    const filters = readFilters(new URLSearchParams(`q=${'x'.repeat(80)}&page=-2`));
    expect(filters.name).toHaveLength(50);
    expect(filters.page).toBe(1);
  });

  it('starts again at page 1 when a filter changes', () => {
    const filters = readFilters(new URLSearchParams('vendor=JL&page=5'));
    expect(withFilter(filters, { vendor: 'PG' })).toMatchObject({ vendor: 'PG', page: 1 });
  });

  it('sends the slot filters for slots only', () => {
    const filters = readFilters(new URLSearchParams('classify=SLOT&minBet=1&minLineNum=25'));
    expect(listQuery('RNG', filters)).toMatchObject({ gameClassify: 'SLOT', minBet: 1, minLineNum: 25 });
    expect(listQuery('LIVE', filters)).toMatchObject({ gameClassify: undefined, minBet: undefined, minLineNum: undefined });
  });
});
