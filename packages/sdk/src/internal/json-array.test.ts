import { describe, expect, it } from 'vitest';
import { JsonArrayReader } from './json-array';

/** The items a reader hands over when `text` arrives cut at the given positions. */
function readInPieces(
  text: string,
  cuts: number[],
): { items: unknown[]; runs: number; reader: JsonArrayReader } {
  const reader = new JsonArrayReader();
  const items: unknown[] = [];
  let runs = 0;
  let from = 0;
  for (const cut of [...cuts, text.length]) {
    const run = reader.push(text.slice(from, cut));
    if (run.length > 0) runs += 1;
    items.push(...run);
    from = cut;
  }
  return { items, runs, reader };
}

// Strings holding every character that matters to the scan: commas, brackets, braces, escaped
// quotes and backslashes, and non-ASCII text.
const TRICKY = [
  { id: 1, nombre: 'a, b ] } [ {', nota: 'said "hi" \\ there' },
  { id: 2, lineas: [[1, 2], { x: [3, { y: ',' }] }], vacio: [], objeto: {} },
  'plain string, with comma',
  -12.5e3,
  null,
  true,
  { id: 3, texto: 'Ñandú — “comillas” \u2028 \\"' },
];

describe('JsonArrayReader', () => {
  it('hands over the items JSON.parse would make, however the text is cut', () => {
    const text = ` \n[ ${TRICKY.map((item) => JSON.stringify(item)).join(' ,\n ')} ]\n`;
    for (let cut = 0; cut <= text.length; cut++) {
      const { items, reader } = readInPieces(text, [cut]);
      expect(items, `cut at ${cut}`).toEqual(TRICKY);
      expect(reader.closed).toBe(true);
    }
    // One character at a time.
    const { items, runs } = readInPieces(
      text,
      Array.from({ length: text.length }, (_, i) => i),
    );
    expect(items).toEqual(TRICKY);
    expect(runs).toBe(TRICKY.length);
  });

  it('hands over the complete items of a piece at once, before the array closes', () => {
    const reader = new JsonArrayReader();
    expect(reader.push('[{"id":1},{"id":2},{"id"')).toEqual([{ id: 1 }, { id: 2 }]);
    expect(reader.closed).toBe(false);
    expect(reader.push(':3}')).toEqual([]);
    expect(reader.push(']')).toEqual([{ id: 3 }]);
    expect(reader.closed).toBe(true);
  });

  it('reads an empty array as no items', () => {
    const reader = new JsonArrayReader();
    expect(reader.push('[ ')).toEqual([]);
    expect(reader.push(' ]')).toEqual([]);
    expect(reader.closed).toBe(true);
  });

  it('leaves a text that is not an array whole, for the caller to read', () => {
    const reader = new JsonArrayReader();
    expect(reader.push(' {"code":"X",')).toEqual([]);
    expect(reader.push('"message":"m"}')).toEqual([]);
    expect(reader.notAnArray).toBe(true);
    expect(JSON.parse(reader.rest())).toEqual({ code: 'X', message: 'm' });
  });

  it('an array cut short is not closed, and keeps its unfinished item', () => {
    const reader = new JsonArrayReader();
    expect(reader.push('[1,2,{"a":')).toEqual([1, 2]);
    expect(reader.closed).toBe(false);
    expect(reader.rest()).toBe('{"a":');
  });

  it('refuses what is not JSON', () => {
    expect(() => new JsonArrayReader().push('[1,,2]')).toThrow(SyntaxError);
    expect(() => new JsonArrayReader().push('[1,]')).toThrow(SyntaxError);
    expect(() => new JsonArrayReader().push('[{"a":nope},')).toThrow(SyntaxError);
  });
});
