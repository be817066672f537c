import { describe, expect, it } from 'vitest';
import { loadTableLocalization, tableLocalizationNow } from './table-localization';

describe('mantine-react-table texts', () => {
  it('follow the interface language: English is the table’s own, Spanish is loaded once', async () => {
    expect(tableLocalizationNow('en')).toEqual({});
    expect(await loadTableLocalization('en')).toEqual({});
    expect(tableLocalizationNow('es')).toBeUndefined();
    const spanish = loadTableLocalization('es');
    expect(loadTableLocalization('es')).toBe(spanish);
    expect((await spanish).actions).toBe('Acciones');
    expect(tableLocalizationNow('es')?.actions).toBe('Acciones');
  });
});
