import type { Existencia } from '@extranet/sdk';
import { describe, expect, it } from 'vitest';
import {
  currenciesOf,
  daysToExpiry,
  entryDate,
  expiryClass,
  expiryDay,
  groupDescription,
  perCurrencyAggregation,
  perUnitAggregation,
  physicalQuantity,
  skuMovementsSearch,
  stockTotals,
  sumPerCurrency,
  sumPerUnit,
  unitsOf,
  weightAggregation,
} from './stock-data';

const today = new Date(2026, 10, 25, 18, 45); // 25 Nov 2026, evening: the hour must not matter

const line = (id: number, overrides: Partial<Existencia> = {}): Existencia => ({
  id,
  idCliente: 1,
  cliente: 'Frutas del Sur S.L.',
  codigoArticulo: `SKU-${id}`,
  descripcion: 'Aceite de oliva virgen extra 1 L',
  lote: `L${id}`,
  fechaCaducidad: '2027-06-30',
  codigoAlmacen: 'VLC01',
  almacen: 'Valencia',
  ubicacion: 'A-01-01-A',
  cantidadDisponible: 100,
  cantidadReservada: 20,
  cantidadBloqueada: 5,
  unidad: 'UNIDAD',
  palets: 2,
  motivoBloqueo: null,
  bultos: 11,
  pesoKg: 131.25,
  valor: 525,
  moneda: 'EUR',
  fechaEntrada: '2026-03-02T08:15:00.000Z',
  ...overrides,
});

describe('expiry', () => {
  it('counts calendar days from today, whatever the hour', () => {
    expect(daysToExpiry('2026-11-25', today)).toBe(0);
    expect(daysToExpiry('2026-11-24', today)).toBe(-1);
    expect(daysToExpiry('2026-12-25', today)).toBe(30);
    expect(daysToExpiry(null, today)).toBeNull();
    expect(daysToExpiry('2026-11-26', new Date(2026, 10, 25, 23, 59))).toBe(1);
  });

  it('treats the day of expiry as still in stock, the day after as expired', () => {
    expect(expiryClass('2026-11-25', today)).toBe('soon');
    expect(expiryClass('2026-11-24', today)).toBe('expired');
    expect(expiryClass('2025-01-01', today)).toBe('expired');
  });

  it('flags lots up to 30 days ahead, the 30th day included', () => {
    expect(expiryClass('2026-12-25', today)).toBe('soon'); // 30 days
    expect(expiryClass('2026-12-26', today)).toBe('ok'); // 31 days
    expect(expiryClass('2026-11-26', today)).toBe('soon');
  });

  it('takes a local date as well as the payload day', () => {
    expect(expiryClass(new Date(2026, 11, 25), today)).toBe('soon');
    expect(expiryClass(new Date(2026, 10, 24, 23, 59), today)).toBe('expired');
  });

  it('leaves goods without shelf life apart', () => {
    expect(expiryClass(null, today)).toBe('none');
  });

  it('reads the expiry day as a local date (no shift west of Greenwich)', () => {
    expect(expiryDay('2026-12-01')).toEqual(new Date(2026, 11, 1));
    expect(expiryDay(null)).toBeUndefined();
  });
});

describe('stock totals', () => {
  it('keeps units apart and adds the same unit', () => {
    const totals = stockTotals(
      [
        line(1),
        line(2, { cantidadDisponible: 50, cantidadReservada: 0, cantidadBloqueada: 0 }),
        line(3, { unidad: 'KG', cantidadDisponible: 12.5, cantidadReservada: 0.1, cantidadBloqueada: 0.2 }),
        line(4, { unidad: 'CAJA', cantidadDisponible: 7, cantidadReservada: 0, cantidadBloqueada: 3 }),
      ],
      today,
    );
    expect(totals.physical).toEqual({ UNIDAD: 175, KG: 12.8, CAJA: 10 });
    expect(totals.available).toEqual({ UNIDAD: 150, KG: 12.5, CAJA: 7 });
    expect(totals.reserved).toEqual({ UNIDAD: 20, KG: 0.1, CAJA: 0 });
    expect(totals.blocked).toEqual({ UNIDAD: 5, KG: 0.2, CAJA: 3 });
    expect(totals.pallets).toBe(8);
    expect(unitsOf(totals.physical)).toEqual(['UNIDAD', 'CAJA', 'KG']);
  });

  it('counts lines per expiry class', () => {
    const totals = stockTotals(
      [
        line(1, { fechaCaducidad: '2026-11-20' }),
        line(2, { fechaCaducidad: '2026-11-25' }),
        line(3, { fechaCaducidad: '2026-12-25' }),
        line(4, { fechaCaducidad: '2026-12-26' }),
        line(5, { fechaCaducidad: null }),
      ],
      today,
    );
    expect(totals.expiry).toEqual({ expired: 1, soon: 2, ok: 1, none: 1 });
  });

  it('adds packages and weight across units, and value per currency, never across currencies', () => {
    const totals = stockTotals(
      [
        line(1),
        line(2, { unidad: 'KG', bultos: 3, pesoKg: 75.5, valor: 0.1, moneda: 'EUR' }),
        line(3, { bultos: 2, pesoKg: 0.2, valor: 980, moneda: 'USD' }),
        line(4, { bultos: 1, pesoKg: 0.1, valor: 0.2, moneda: 'EUR' }),
        line(5, { bultos: 4, pesoKg: 10, valor: null, moneda: null }),
      ],
      today,
    );
    expect(totals.packages).toBe(21);
    expect(totals.weightKg).toBe(217.05);
    // 525 + 0.1 + 0.2 euros to the cent (no 525.30000000000001), dollars apart.
    expect(totals.value).toEqual({ EUR: 525.3, USD: 980 });
    expect(currenciesOf(totals.value)).toEqual(['EUR', 'USD']);
    expect(totals.unvalued).toBe(1);
  });

  it('is empty for no rows', () => {
    const totals = stockTotals([], today);
    expect(totals.physical).toEqual({});
    expect(totals.pallets).toBe(0);
    expect(totals.weightKg).toBe(0);
    expect(totals.value).toEqual({});
    expect(sumPerUnit([])).toEqual({});
    expect(sumPerCurrency([])).toEqual({});
  });
});

describe('link to movements', () => {
  it('asks for the last 90 days of one SKU, as an exact filter', () => {
    expect(skuMovementsSearch('ACE-001', today)).toEqual({
      from: '2026-08-28',
      to: '2026-11-25',
      filters: { codigoArticulo: ['ACE-001'] },
    });
  });
});

describe('group description', () => {
  it('names the SKU of a one-SKU group, and nothing for a mixed one', () => {
    const row = (codigoArticulo: string, descripcion: string) => ({
      original: { codigoArticulo, descripcion },
    });
    expect(groupDescription([row('A', 'Apples'), row('A', 'Apples')])).toBe('Apples');
    expect(groupDescription([row('A', 'Apples'), row('B', 'Pears')])).toBeNull();
    expect(groupDescription([])).toBeNull();
  });
});

describe('group subtotals', () => {
  it('adds a group per unit, never across units', () => {
    const aggregate = perUnitAggregation<Existencia>(physicalQuantity);
    const rows = [line(1), line(2, { unidad: 'KG', cantidadDisponible: 2.5 }), line(3)].map((original) => ({
      original,
    }));
    expect(aggregate('cantidad', rows)).toEqual({ UNIDAD: 250, KG: 27.5 });
  });

  it("adds a group's value per currency and its weight in kg", () => {
    const rows = [
      line(1, { pesoKg: 0.1 }),
      line(2, { pesoKg: 0.2, valor: 99.99, moneda: 'USD' }),
      line(3, { pesoKg: 5, valor: null, moneda: null }),
      line(4, { valor: 0.01 }),
    ].map((original) => ({ original }));
    expect(perCurrencyAggregation('valor', rows)).toEqual({ EUR: 525.01, USD: 99.99 });
    expect(weightAggregation('pesoKg', rows)).toBe(136.55);
  });
});

describe('entry date', () => {
  it('reads the instant of the first receipt, and nothing without one', () => {
    expect(entryDate('2026-03-02T08:15:00.000Z')).toEqual(new Date(Date.UTC(2026, 2, 2, 8, 15)));
    expect(entryDate(null)).toBeUndefined();
  });
});
