import { describe, expect, it } from 'vitest';
import { PERIOD, PERIOD_QUERY, recordingClient } from '../../test/harness';
import { ExtranetValidationError } from '../errors';
import type { Albaran, AlbaranResumen } from './distribucion.schema';

const albaranResumen: AlbaranResumen = {
  id: 4512,
  numeroAlbaran: 'AL-2026-004512',
  idCliente: 7,
  cliente: 'Aceites La Ribera S.L.',
  referenciaCliente: 'PED-77120',
  fecha: '2026-02-03',
  fechaPrevistaEntrega: '2026-02-04',
  fechaEntrega: '2026-02-04T09:26:00.000Z',
  estado: 'ENTREGADO',
  destinatario: 'Supermercados Turia S.L.',
  direccion: 'Avda. del Puerto 112, nave 4',
  codigoPostal: '46023',
  poblacion: 'Valencia',
  provincia: 'Valencia',
  pais: 'ES',
  codigoAlmacen: 'VLC01',
  transportista: 'Transportes Mediterráneo',
  bultos: 2,
  pesoBrutoKg: 1180.4,
};

const albaran: Albaran = {
  ...albaranResumen,
  contacto: 'Jefe de recepción',
  telefono: '+34 961 234 567',
  observaciones: 'Dock 3, deliveries 07:00–13:00',
  lineas: [
    {
      id: 1,
      codigoArticulo: 'ACE-OLV-1L',
      descripcion: 'Aceite de oliva virgen extra 1 L, caja de 12',
      lote: 'L2026-014',
      cantidadPedida: 96,
      cantidadEntregada: 96,
      unidad: 'CAJA',
    },
    {
      id: 2,
      codigoArticulo: 'ACE-OLV-5L',
      descripcion: 'Aceite de oliva virgen extra 5 L, caja de 3',
      lote: 'L2026-009',
      cantidadPedida: 20,
      cantidadEntregada: 18,
      unidad: 'CAJA',
    },
  ],
  pruebaEntrega: {
    firmadoPor: 'M. García (DNI ***4521*)',
    fecha: '2026-02-04T09:26:00.000Z',
    urlImagen: 'https://pod.extranet.test/albaranes/AL-2026-004512.jpg',
    observaciones: '2 boxes of 5 L refused, crushed',
    incidencia: 'MERCANCIA_DANADA',
  },
};

describe('distribucion', () => {
  it('obtenerAlbaran: GET /api/Distribucion/ObtenerAlbaran/{id}, bearer token, validated detail', async () => {
    const { client, last } = recordingClient(albaran);
    await expect(client.distribucion.obtenerAlbaran({ id: 4512 })).resolves.toEqual(albaran);
    expect(last().method).toBe('GET');
    expect(last().path).toBe('/api/Distribucion/ObtenerAlbaran/4512');
    expect(last().query).toEqual({});
    expect(last().headers.authorization).toBe('Bearer test-token');
    expect(last().body).toBeUndefined();
  });

  it('obtenerAlbaran accepts a numeric string id and a note not yet delivered', async () => {
    const pendiente: Albaran = {
      ...albaran,
      estado: 'EN_REPARTO',
      fechaEntrega: null,
      lineas: albaran.lineas.map((linea) => ({ ...linea, cantidadEntregada: null })),
      pruebaEntrega: null,
    };
    const { client, last } = recordingClient(pendiente);
    // @ts-expect-error ids are numbers; a JavaScript caller's numeric string still works
    await expect(client.distribucion.obtenerAlbaran({ id: '4512' })).resolves.toEqual(pendiente);
    expect(last().path).toBe('/api/Distribucion/ObtenerAlbaran/4512');
  });

  it('obtenerSeguimientoAlbaranesPeriodo: GET with the period as ISO strings', async () => {
    const { client, last } = recordingClient([albaranResumen]);
    await expect(client.distribucion.obtenerSeguimientoAlbaranesPeriodo(PERIOD)).resolves.toEqual([
      albaranResumen,
    ]);
    expect(last().method).toBe('GET');
    expect(last().path).toBe('/api/Distribucion/ObtenerSeguimientoAlbaranesPeriodo');
    expect(last().query).toEqual(PERIOD_QUERY);
    expect(last().headers.authorization).toBe('Bearer test-token');
    expect(last().body).toBeUndefined();
  });

  it('rejects a delivery note with an unknown status', async () => {
    const { client } = recordingClient([{ ...albaranResumen, estado: 'DELIVERED' }]);
    await expect(client.distribucion.obtenerSeguimientoAlbaranesPeriodo(PERIOD)).rejects.toBeInstanceOf(
      ExtranetValidationError,
    );
  });
});
