import { describe, expect, it } from 'vitest';
import { PERIOD, PERIOD_QUERY, recordingClient } from '../../test/harness';
import { ExtranetValidationError } from '../errors';
import type { HuellaCarbonoPartida } from './huellaCarbono.schema';

// Sea: 18.45 t by road Alzira → Valencia (42 km) then container ship Valencia → Shanghai via Suez.
// Air: 0.85 t Madrid → New York JFK, great-circle 5,760 km + 95 km, belly long-haul.
const huellas: HuellaCarbonoPartida[] = [
  {
    id: 1201,
    numeroPartida: 'PT-2026-001201',
    idCliente: 7,
    cliente: 'Frutas del Sur S.L.',
    fecha: '2026-02-03T16:30:00.000Z',
    modo: 'MARITIMO',
    origen: 'Alzira',
    destino: 'Shanghai',
    co2eWtwKg: 4234.17,
    co2eWttKg: 596.73,
    co2eTtwKg: 3637.44,
    toneladasKm: 297450.9,
    intensidadGCo2eTkm: 14.23,
    conjuntoFactores: 'GLEC Framework (ISO 14083:2023)',
    versionFactores: '3.1',
    tramos: [
      {
        id: 1,
        orden: 1,
        modo: 'TERRESTRE',
        categoriaFactor: 'Articulated truck 34-40 t, Euro VI, diesel',
        origen: 'Alzira',
        codigoOrigen: 'ESALZ',
        destino: 'Valencia',
        codigoDestino: 'ESVLC',
        distanciaKm: 42,
        toneladas: 18.45,
        toneladasKm: 774.9,
        factorEmisionGCo2eTkm: 85,
        tipoDato: 'POR_DEFECTO',
        co2eWttKg: 13.17,
        co2eTtwKg: 52.7,
        co2eWtwKg: 65.87,
      },
      {
        id: 2,
        orden: 2,
        modo: 'MARITIMO',
        categoriaFactor: 'Container ship 8000-11999 TEU, Asia–Mediterranean trade lane',
        origen: 'Valencia',
        codigoOrigen: 'ESVLC',
        destino: 'Shanghai',
        codigoDestino: 'CNSHA',
        distanciaKm: 16080,
        toneladas: 18.45,
        toneladasKm: 296676,
        factorEmisionGCo2eTkm: 14.05,
        tipoDato: 'MODELADO',
        co2eWttKg: 583.56,
        co2eTtwKg: 3584.74,
        co2eWtwKg: 4168.3,
      },
    ],
  },
  {
    id: 1215,
    numeroPartida: 'PT-2026-001215',
    idCliente: 7,
    cliente: 'Frutas del Sur S.L.',
    fecha: '2026-02-10T13:05:00.000Z',
    modo: 'AEREO',
    origen: 'Madrid',
    destino: 'New York',
    co2eWtwKg: 3025.86,
    co2eWttKg: 574.91,
    co2eTtwKg: 2450.95,
    toneladasKm: 4976.75,
    intensidadGCo2eTkm: 608,
    conjuntoFactores: 'GLEC Framework (ISO 14083:2023)',
    versionFactores: '3.1',
    tramos: [
      {
        id: 3,
        orden: 1,
        modo: 'AEREO',
        categoriaFactor: 'Air belly freight, long haul',
        origen: 'Madrid',
        codigoOrigen: 'MAD',
        destino: 'New York',
        codigoDestino: 'JFK',
        distanciaKm: 5855,
        toneladas: 0.85,
        toneladasKm: 4976.75,
        factorEmisionGCo2eTkm: 608,
        tipoDato: 'POR_DEFECTO',
        co2eWttKg: 574.91,
        co2eTtwKg: 2450.95,
        co2eWtwKg: 3025.86,
      },
    ],
  },
];

describe('huellaCarbono', () => {
  it('obtenerHuellaCarbonoPeriodo: GET with the period as ISO strings, validated rows with legs', async () => {
    const { client, last } = recordingClient(huellas);
    await expect(client.huellaCarbono.obtenerHuellaCarbonoPeriodo(PERIOD)).resolves.toEqual(huellas);
    expect(last().method).toBe('GET');
    expect(last().path).toBe('/api/HuellaCarbono/ObtenerHuellaCarbonoPeriodo');
    expect(last().query).toEqual(PERIOD_QUERY);
    expect(last().headers.authorization).toBe('Bearer test-token');
    expect(last().body).toBeUndefined();
  });

  it('rejects a leg with a negative distance', async () => {
    const [primera] = huellas as [HuellaCarbonoPartida];
    const broken = { ...primera, tramos: [{ ...primera.tramos[0], distanciaKm: -42 }] };
    const { client } = recordingClient([broken]);
    await expect(client.huellaCarbono.obtenerHuellaCarbonoPeriodo(PERIOD)).rejects.toBeInstanceOf(
      ExtranetValidationError,
    );
  });
});
