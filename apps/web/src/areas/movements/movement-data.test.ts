import { describe, expect, it } from 'vitest';
import { directionOf, movementTotals } from './movement-data';

describe('movements', () => {
  it('reads the direction from the sign', () => {
    expect(directionOf(5)).toBe('in');
    expect(directionOf(-0.5)).toBe('out');
    expect(directionOf(0)).toBe('none');
  });

  it('totals in, out and net per unit, never across units', () => {
    const totals = movementTotals([
      { cantidad: 100, unidad: 'UNIDAD' },
      { cantidad: -30, unidad: 'UNIDAD' },
      { cantidad: -80, unidad: 'UNIDAD' },
      { cantidad: 12.5, unidad: 'KG' },
      { cantidad: -0.1, unidad: 'KG' },
      { cantidad: -0.2, unidad: 'KG' },
      { cantidad: 4, unidad: 'CAJA' },
    ]);
    expect(totals).toEqual({
      UNIDAD: { in: 100, out: 110, net: -10 },
      KG: { in: 12.5, out: 0.3, net: 12.2 },
      CAJA: { in: 4, out: 0, net: 4 },
    });
  });

  it('is empty for no movements', () => {
    expect(movementTotals([])).toEqual({});
  });
});
