import type { Evento } from '@extranet/sdk/schemas';
import { describe, expect, it } from 'vitest';
import { describeEvent } from './texts';

const lot = (diasRestantes: number): Evento =>
  ({
    tipo: 'STOCK_CADUCA',
    idExistencia: 3,
    codigoArticulo: 'SKU-88',
    lote: 'L-2291',
    codigoAlmacen: 'VLC1',
    fechaCaducidad: '2026-12-05',
    diasRestantes,
  }) as Evento;

describe('an expiring lot in words', () => {
  it('counts the days ahead, says today, and says ago once it has expired, in both languages', () => {
    expect(describeEvent(lot(8), 'en')).toBe(
      'Lot L-2291 of SKU-88 (VLC1) expires on Dec 5, 2026, in 8 days.',
    );
    expect(describeEvent(lot(1), 'es')).toBe(
      'El lote L-2291 de SKU-88 (VLC1) caduca el 5 dic 2026, en 1 día.',
    );
    expect(describeEvent(lot(0), 'en')).toBe('Lot L-2291 of SKU-88 (VLC1) expires on Dec 5, 2026, today.');
    expect(describeEvent(lot(-3), 'en')).toBe(
      'Lot L-2291 of SKU-88 (VLC1) expired on Dec 5, 2026, 3 days ago.',
    );
    expect(describeEvent(lot(-1), 'es')).toBe(
      'El lote L-2291 de SKU-88 (VLC1) caducó el 5 dic 2026, hace 1 día.',
    );
  });
});
