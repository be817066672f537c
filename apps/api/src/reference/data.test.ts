import { readdirSync, readFileSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { flag, loadCsv, loadJson, number, optionalNumber, optionalText } from './data';

const DATA_DIR = new URL('../../data/', import.meta.url);

describe('reference data files', () => {
  it('reads CSV cells as what the column holds: numbers, flags, empty cells as null', () => {
    const rows = loadCsv(
      'un-numbers.csv',
      v.object({ number: v.string(), description: v.string(), class: number, packing_group: optionalText }),
    );
    const explosive = rows.find((row) => row.number === '0012');
    expect(explosive).toEqual({
      number: '0012',
      description: 'Cartuchos para armas con proyectil inerte',
      class: 1.4,
      packing_group: null,
    });
    const countries = loadCsv('countries.csv', v.object({ code: v.string(), customs_union: flag }));
    expect(countries.find((c) => c.code === 'ES')).toEqual({ code: 'ES', customs_union: true });
    expect(countries.find((c) => c.code === 'CH')).toEqual({ code: 'CH', customs_union: false });
    const bands = loadCsv('road-tariffs.csv', v.object({ band: v.string(), up_to_km: optionalNumber }));
    expect(bands.find((b) => b.band === 'N1')).toEqual({ band: 'N1', up_to_km: 100 });
    expect(bands.find((b) => b.band === 'N5')).toEqual({ band: 'N5', up_to_km: null });
  });

  it('keeps quoted cells with commas whole', () => {
    const rows = loadCsv('un-numbers.csv', v.object({ number: v.string(), description: v.string() }));
    expect(rows.find((row) => row.number === '0081')?.description).toBe('Explosivo para voladuras, tipo A');
  });

  it('names the file and the field when a file does not match its schema', () => {
    expect(() =>
      loadJson('carriers.json', v.object({ shippingLines: v.array(v.object({ scac: v.number() })) })),
    ).toThrow(/^data\/carriers\.json: shippingLines\.0\.scac: /);
    expect(() => loadCsv('airports.csv', v.object({ lat: flag }))).toThrow(/^data\/airports\.csv: 0\.lat: /);
  });

  it('documents every data file with its source and licence in data/README.md', () => {
    const readme = readFileSync(new URL('README.md', DATA_DIR), 'utf8');
    const files = readdirSync(DATA_DIR).filter((file) => file !== 'README.md');
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) expect(readme, file).toContain(`\`${file}\``);
    for (const [, listed] of readme.matchAll(/`([\w-]+\.(?:csv|json))`/g)) expect(files).toContain(listed);
  });
});
