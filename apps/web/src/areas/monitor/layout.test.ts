import { describe, expect, it } from 'vitest';
import { arrangementChanged, moveSlot, type Slot, savePlan } from './layout';

const pinned: Slot[] = [
  { codigo: 'PARTIDAS', id: 11 },
  { codigo: 'RETRASADAS', id: 12 },
  { codigo: 'CO2E_KG', id: 13 },
];

describe('moveSlot', () => {
  it('moves an item forward and back without touching the input', () => {
    expect(moveSlot(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveSlot(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    const list = ['a', 'b'];
    moveSlot(list, 0, 1);
    expect(list).toEqual(['a', 'b']);
  });

  it('clamps a move past either end (keyboard at the first or last card)', () => {
    expect(moveSlot(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveSlot(['a', 'b', 'c'], 2, 3)).toEqual(['a', 'b', 'c']);
    expect(moveSlot(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });
});

describe('savePlan', () => {
  it('unpins what was removed and saves every kept or added metric at its new position', () => {
    const after: Slot[] = [
      { codigo: 'CO2E_KG', id: 13 },
      { codigo: 'HAWB_ACTIVAS' },
      { codigo: 'PARTIDAS', id: 11 },
    ];
    expect(savePlan(pinned, after)).toEqual({
      unpin: [12],
      guardar: {
        metricas: [
          { codigo: 'CO2E_KG', orden: 1 },
          { codigo: 'HAWB_ACTIVAS', orden: 2 },
          { codigo: 'PARTIDAS', orden: 3 },
        ],
      },
    });
  });

  it('removing every card unpins them all and saves no order (the server needs at least one)', () => {
    expect(savePlan(pinned, [])).toEqual({ unpin: [11, 12, 13], guardar: null });
  });
});

describe('arrangementChanged', () => {
  it('sees a new order, an addition and a removal, and nothing when all is as saved', () => {
    expect(arrangementChanged(pinned, [...pinned])).toBe(false);
    expect(arrangementChanged(pinned, moveSlot(pinned, 0, 1))).toBe(true);
    expect(arrangementChanged(pinned, pinned.slice(1))).toBe(true);
    expect(arrangementChanged(pinned, [...pinned, { codigo: 'MOVIMIENTOS' }])).toBe(true);
  });
});
