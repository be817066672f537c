import { describe, expect, it } from 'vitest';
import { PERIOD, PERIOD_QUERY, recordingClient } from '../../test/harness';
import { ExtranetValidationError } from '../errors';
import type { FacturaResumen } from './factura.schema';

const facturas: FacturaResumen[] = [
  {
    id: 20931,
    numeroFactura: 'FV26-000931',
    idCliente: 7,
    cliente: 'Frutas del Sur S.L.',
    tipo: 'FACTURA',
    fecha: '2026-02-05',
    fechaVencimiento: '2026-03-07',
    baseImponible: 2450,
    importeImpuestos: 514.5,
    total: 2964.5,
    importePagado: 0,
    importePendiente: 2964.5,
    moneda: 'EUR',
    estado: 'ABIERTA',
    diasVencida: 0,
    partidas: ['PT-2026-001201'],
  },
  {
    id: 20644,
    numeroFactura: 'FV26-000644',
    idCliente: 7,
    cliente: 'Frutas del Sur S.L.',
    tipo: 'FACTURA',
    fecha: '2026-01-09',
    fechaVencimiento: '2026-02-08',
    baseImponible: 6180,
    importeImpuestos: 0,
    total: 6180,
    importePagado: 3000,
    importePendiente: 3180,
    moneda: 'USD',
    estado: 'VENCIDA',
    diasVencida: 41,
    partidas: ['PT-2025-009877', 'PT-2025-009902'],
  },
  {
    id: 20702,
    numeroFactura: 'AB26-000012',
    idCliente: 7,
    cliente: 'Frutas del Sur S.L.',
    tipo: 'ABONO',
    fecha: '2026-01-16',
    fechaVencimiento: '2026-01-16',
    baseImponible: -180,
    importeImpuestos: -37.8,
    total: -217.8,
    importePagado: -217.8,
    importePendiente: 0,
    moneda: 'EUR',
    estado: 'PAGADA',
    diasVencida: 0,
    partidas: ['PT-2025-009877'],
  },
];

describe('factura', () => {
  it('obtenerSeguimientoFacturasPeriodo: GET with the period as ISO strings, validated rows', async () => {
    const { client, last } = recordingClient(facturas);
    await expect(client.factura.obtenerSeguimientoFacturasPeriodo(PERIOD)).resolves.toEqual(facturas);
    expect(last().method).toBe('GET');
    expect(last().path).toBe('/api/Factura/ObtenerSeguimientoFacturasPeriodo');
    expect(last().query).toEqual(PERIOD_QUERY);
    expect(last().headers.authorization).toBe('Bearer test-token');
    expect(last().body).toBeUndefined();
  });

  it('rejects an invoice row without id', async () => {
    const { id: _id, ...sinId } = facturas[0] as FacturaResumen;
    const { client } = recordingClient([sinId]);
    await expect(client.factura.obtenerSeguimientoFacturasPeriodo(PERIOD)).rejects.toBeInstanceOf(
      ExtranetValidationError,
    );
  });
});
