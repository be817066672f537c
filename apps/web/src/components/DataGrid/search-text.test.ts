import { describe, expect, it } from 'vitest';
import { createFormatter } from '../../i18n/format';
import type { GridColumn } from './columns';
import { naturalSort, rowSearchText } from './search-text';

interface Row {
  id: number;
  ref: string;
  estado: string;
  eta: string;
  kg: number;
}

const columns: GridColumn<Row>[] = [
  { accessorKey: 'ref', header: 'Ref' },
  {
    accessorKey: 'estado',
    header: 'Status',
    exportAs: { type: 'text', value: (row) => `label of ${row.estado}` },
  },
  { id: 'eta', header: 'ETA', accessorFn: (row) => new Date(row.eta) },
  { accessorKey: 'kg', header: 'Kg' },
  { id: 'actions', header: 'Actions' },
];
const row: Row = { id: 1, ref: 'M26-0042', estado: 'EN_TRANSITO', eta: '2026-11-25T12:00:00Z', kg: 12345.5 };

describe('rowSearchText', () => {
  it('holds each value as the user reads it, lower-cased', () => {
    const text = rowSearchText(columns, createFormatter('en-US'))(row);
    expect(text).toContain('m26-0042');
    expect(text).toContain('label of en_transito'); // the words a code is shown as
    expect(text).toContain('en_transito'); // and the code itself
    expect(text).toContain('11/25/2026'); // dates as displayed in the locale
    expect(text).toContain('12,345.5'); // numbers as displayed …
    expect(text).toContain('12345.5'); // … and as typed
  });
  it('follows the locale', () => {
    const text = rowSearchText(columns, createFormatter('es-ES'))(row);
    expect(text).toContain('25/11/2026');
    expect(text).toContain('12.345,5');
  });
  it('builds each row once', () => {
    let reads = 0;
    const counted: GridColumn<Row>[] = [
      {
        id: 'x',
        header: 'X',
        accessorFn: (r) => {
          reads += 1;
          return r.ref;
        },
      },
    ];
    const text = rowSearchText(counted, createFormatter('en-US'));
    text(row);
    text(row);
    expect(reads).toBe(1);
  });
});

describe('naturalSort', () => {
  const rowOf = (value: unknown) => ({ getValue: <V>(_columnId: string) => value as V });
  const sorted = (values: unknown[]) =>
    values
      .map(rowOf)
      .sort((a, b) => naturalSort(a, b, 'x'))
      .map((r) => r.getValue('x'));
  it('orders references with numbers naturally', () => {
    expect(sorted(['M26-10', 'M26-9', 'A26-100'])).toEqual(['A26-100', 'M26-9', 'M26-10']);
  });
  it('orders codes as the collator does: case aside, punctuation before digits before letters', () => {
    const values = [
      'b-2',
      'B-10',
      'a 1',
      'a-1',
      'a.1',
      'a/1',
      'a1',
      'A01',
      'ab',
      'Ávila',
      'Zaragoza',
      '',
      'z9',
    ];
    const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
    expect(sorted(values)).toEqual([...values].sort(collator.compare));
  });
  it('orders numbers and dates by value, and empty text first', () => {
    expect(sorted([10, 9, 100])).toEqual([9, 10, 100]);
    const [a, b] = [new Date('2026-01-02'), new Date('2025-12-31')];
    expect(sorted([a, b])).toEqual([b, a]);
    expect(sorted(['b', null, 'a'])).toEqual([null, 'a', 'b']);
  });
});
