import { describe, expect, it } from 'vitest';
import { uniqueValues } from './facets';

const table = (values: Record<string, unknown>[]) => {
  let reads = 0;
  const flatRows = values.map((row) => ({
    getUniqueValues: (id: string) => {
      reads += 1;
      return [row[id]];
    },
  }));
  return {
    table: { getPreFilteredRowModel: () => ({ flatRows }) } as never,
    reads: () => reads,
  };
};

describe('uniqueValues', () => {
  it('counts the values of a column whose filter offers options', () => {
    const { table: t } = table([{ carrier: 'Maersk' }, { carrier: 'MSC' }, { carrier: 'Maersk' }]);
    expect([...uniqueValues(t, 'carrier', 'multi-select')]).toEqual([
      ['Maersk', 2],
      ['MSC', 1],
    ]);
  });

  it('reads the rows once per list and column', () => {
    const { table: t, reads } = table([{ carrier: 'Maersk' }, { carrier: 'MSC' }]);
    const first = uniqueValues(t, 'carrier', 'select');
    expect(uniqueValues(t, 'carrier', 'select')).toBe(first);
    expect(reads()).toBe(2);
  });

  it('reads nothing for a text, range or date filter', () => {
    const { table: t, reads } = table([{ reference: 'T26-1' }]);
    expect(uniqueValues(t, 'reference', 'text').size).toBe(0);
    expect(uniqueValues(t, 'reference', 'range').size).toBe(0);
    expect(uniqueValues(t, 'reference', undefined).size).toBe(0);
    expect(reads()).toBe(0);
  });

  it('reads nothing while the filters are hidden', () => {
    const { table: t, reads } = table([{ carrier: 'Maersk' }]);
    expect(uniqueValues(t, 'carrier', 'multi-select', false).size).toBe(0);
    expect(reads()).toBe(0);
    expect(uniqueValues(t, 'carrier', 'multi-select', true).size).toBe(1);
  });
});
