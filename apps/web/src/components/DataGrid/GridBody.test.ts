import { describe, expect, it } from 'vitest';
import { visibleRange } from './GridBody';

describe('visibleRange', () => {
  it('draws the rows in view and a few beyond, never past either end', () => {
    // 50 px rows, a 500 px viewport scrolled to row 100 of 1,000.
    expect(visibleRange(5_000, 500, 50, 1_000, 6)).toMatchObject({ start: 94, end: 116 });
    expect(visibleRange(0, 500, 50, 1_000, 6)).toMatchObject({ start: 0, end: 16 });
    expect(visibleRange(49_500, 500, 50, 1_000, 6)).toMatchObject({ start: 984, end: 1_000 });
    expect(visibleRange(0, 500, 50, 3, 6)).toMatchObject({ start: 0, end: 3 });
  });

  it('assumes a screenful before the container has a size', () => {
    expect(visibleRange(0, 0, 50, 1_000, 6).end).toBe(22);
  });

  it('gives every row of any window its own slot, so recycled rows never share a key', () => {
    for (const scrollTop of [0, 37, 1_234, 20_000, 33_333]) {
      const { start, end, slots } = visibleRange(scrollTop, 537, 42.7, 2_000, 6);
      const keys = new Set(Array.from({ length: end - start }, (_, i) => (start + i) % slots));
      expect(keys.size).toBe(end - start);
    }
  });
});
