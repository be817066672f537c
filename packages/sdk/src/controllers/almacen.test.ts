import { describe, expect, it } from 'vitest';
import { PERIOD, PERIOD_QUERY, recordingClient } from '../../test/harness';
import { ExtranetValidationError } from '../errors';
import type { Existencia, MovimientoAlmacen } from './almacen.schema';

const existencias: Existencia[] = [
  {
    id: 5301,
    idCliente: 7,
    cliente: 'Aceites La Ribera S.L.',
    codigoArticulo: 'ACE-OLV-1L',
    descripcion: 'Aceite de oliva virgen extra 1 L, caja de 12',
    lote: 'L2026-014',
    fechaCaducidad: '2027-06-30',
    codigoAlmacen: 'VLC01',
    almacen: 'Riba-roja de Túria',
    ubicacion: 'A-03-02-B',
    cantidadDisponible: 480,
    cantidadReservada: 96,
    cantidadBloqueada: 0,
    unidad: 'CAJA',
    palets: 8,
    motivoBloqueo: null,
    bultos: 576,
    pesoKg: 6336,
    valor: 27648,
    moneda: 'EUR',
    fechaEntrada: '2026-01-12T07:45:00.000Z',
  },
  {
    id: 5302,
    idCliente: 7,
    cliente: 'Aceites La Ribera S.L.',
    codigoArticulo: 'ETQ-ROLLO-100',
    descripcion: 'Etiquetas térmicas 100x150 mm, rollo',
    lote: null,
    fechaCaducidad: null,
    codigoAlmacen: 'VLC01',
    almacen: 'Riba-roja de Túria',
    ubicacion: 'C-11-01-A',
    cantidadDisponible: 150,
    cantidadReservada: 0,
    cantidadBloqueada: 12,
    unidad: 'UNIDAD',
    palets: 1,
    motivoBloqueo: 'Embalaje dañado en recepción',
    bultos: 2,
    pesoKg: 48.6,
    valor: null,
    moneda: null,
    fechaEntrada: null,
  },
];

const movimientos: MovimientoAlmacen[] = [
  {
    id: 90112,
    idCliente: 7,
    cliente: 'Aceites La Ribera S.L.',
    fecha: '2026-01-12T07:45:00.000Z',
    tipo: 'ENTRADA',
    documento: 'REC-2026-000315',
    referenciaCliente: 'PO-4500123987',
    codigoArticulo: 'ACE-OLV-1L',
    descripcion: 'Aceite de oliva virgen extra 1 L, caja de 12',
    lote: 'L2026-014',
    cantidad: 576,
    unidad: 'CAJA',
    codigoAlmacen: 'VLC01',
    almacen: 'Riba-roja de Túria',
    ubicacion: 'A-03-02-B',
    idAlbaran: null,
    motivo: null,
  },
  {
    id: 90187,
    idCliente: 7,
    cliente: 'Aceites La Ribera S.L.',
    fecha: '2026-02-03T14:10:00.000Z',
    tipo: 'SALIDA',
    documento: 'AL-2026-004512',
    referenciaCliente: 'PED-77120',
    codigoArticulo: 'ACE-OLV-1L',
    descripcion: 'Aceite de oliva virgen extra 1 L, caja de 12',
    lote: 'L2026-014',
    cantidad: -96,
    unidad: 'CAJA',
    codigoAlmacen: 'VLC01',
    almacen: 'Riba-roja de Túria',
    ubicacion: 'A-03-02-B',
    idAlbaran: 4512,
    motivo: null,
  },
];

describe('almacen', () => {
  it('obtenerExistencias: GET /api/Almacen/ObtenerExistencias, no parameters, validated rows', async () => {
    const { client, last } = recordingClient(existencias);
    await expect(client.almacen.obtenerExistencias()).resolves.toEqual(existencias);
    expect(last().method).toBe('GET');
    expect(last().path).toBe('/api/Almacen/ObtenerExistencias');
    expect(last().query).toEqual({});
    expect(last().headers.authorization).toBe('Bearer test-token');
    expect(last().body).toBeUndefined();
  });

  it('obtenerMovimientosPeriodo: GET with the period as ISO strings', async () => {
    const { client, last } = recordingClient(movimientos);
    await expect(client.almacen.obtenerMovimientosPeriodo(PERIOD)).resolves.toEqual(movimientos);
    expect(last().method).toBe('GET');
    expect(last().path).toBe('/api/Almacen/ObtenerMovimientosPeriodo');
    expect(last().query).toEqual(PERIOD_QUERY);
    expect(last().headers.authorization).toBe('Bearer test-token');
    expect(last().body).toBeUndefined();
  });

  it('rejects a stock row that breaks the schema', async () => {
    const { id: _id, ...sinId } = existencias[0] as Existencia;
    const { client } = recordingClient([sinId]);
    await expect(client.almacen.obtenerExistencias()).rejects.toBeInstanceOf(ExtranetValidationError);
  });

  it('requires packages, weight, value and entry date on every stock row (null where unknown)', async () => {
    for (const field of ['bultos', 'pesoKg', 'valor', 'moneda', 'fechaEntrada'] as const) {
      const { [field]: _omitted, ...sinCampo } = existencias[0] as Existencia;
      const { client } = recordingClient([sinCampo]);
      await expect(client.almacen.obtenerExistencias(), field).rejects.toBeInstanceOf(
        ExtranetValidationError,
      );
    }
    const { client } = recordingClient([{ ...existencias[0], moneda: 'euro' }]);
    await expect(client.almacen.obtenerExistencias()).rejects.toBeInstanceOf(ExtranetValidationError);
  });
});
