import { describe, expect, it } from 'vitest';
import { loadTableLocalization } from './table-localization';

describe('mantine-react-table texts', () => {
  it('follow the interface language', async () => {
    expect((await loadTableLocalization('es')).actions).toBe('Acciones');
    expect((await loadTableLocalization('en')).actions).toBe('Actions');
  });
});
