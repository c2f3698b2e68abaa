import { describe, expect, it } from 'vitest';
import { pageWindow } from './team-repository';

describe('pageWindow', () => {
  // Newest slot first, as the slot counts are read.
  const slots = [
    { slot: 50, rows: 3 },
    { slot: 47, rows: 1 },
    { slot: 40, rows: 4 },
    { slot: 12, rows: 2 },
  ];

  it('names the slots that hold a page and the rows to skip in them', () => {
    expect(pageWindow(slots, { offset: 0, limit: 2 })).toEqual({ fromSlot: 50, toSlot: 51, page: { offset: 0, limit: 2 } });
    expect(pageWindow(slots, { offset: 2, limit: 2 })).toEqual({ fromSlot: 47, toSlot: 51, page: { offset: 2, limit: 2 } });
    expect(pageWindow(slots, { offset: 3, limit: 3 })).toEqual({ fromSlot: 40, toSlot: 48, page: { offset: 0, limit: 3 } });
    expect(pageWindow(slots, { offset: 5, limit: 2 })).toEqual({ fromSlot: 40, toSlot: 41, page: { offset: 1, limit: 2 } });
  });

  it('runs to the oldest slot for the last page, and is empty past it', () => {
    expect(pageWindow(slots, { offset: 8, limit: 5 })).toEqual({ fromSlot: 12, toSlot: 13, page: { offset: 0, limit: 5 } });
    expect(pageWindow(slots, { offset: 6, limit: 20 })).toEqual({ fromSlot: 12, toSlot: 41, page: { offset: 2, limit: 20 } });
    expect(pageWindow(slots, { offset: 10, limit: 5 })).toBeNull();
    expect(pageWindow([], { offset: 0, limit: 5 })).toBeNull();
  });
});
