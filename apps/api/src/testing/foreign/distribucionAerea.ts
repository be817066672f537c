import { and, asc, eq, sql } from 'drizzle-orm';
import { clientes } from '../../db/schema/core';
import { aereoHawbs, aereoRecibos } from '../../db/schema/distribucionAerea';
import type { ForeignRecords } from '../foreign-records';
import type { TestApi } from '../harness';

// Records of AUTOIB (a customer `demo` is not assigned) for the authorization matrix: each call
// must answer 404 to `demo`, as if the record did not exist.

const FOREIGN = 'AUTOIB';

async function clienteId(api: TestApi, codigo = FOREIGN): Promise<number> {
  const [row] = await api.db.select({ id: clientes.id }).from(clientes).where(eq(clientes.codigo, codigo));
  return row!.id;
}

/** A HAWB of AUTOIB; `recibida`: one with a warehouse receipt. */
export async function foreignHawbId(api: TestApi, recibida = false): Promise<number> {
  const idCliente = await clienteId(api);
  const [row] = await api.db
    .select({ id: aereoHawbs.id })
    .from(aereoHawbs)
    .where(
      and(
        eq(aereoHawbs.idCliente, idCliente),
        recibida
          ? sql`exists (select 1 from ${aereoRecibos} where ${aereoRecibos.idHawb} = ${aereoHawbs.id})`
          : undefined,
      ),
    )
    .orderBy(asc(aereoHawbs.id))
    .limit(1);
  return row!.id;
}

const piezas = [{ cantidad: 1, largoCm: 40, anchoCm: 30, altoCm: 20, pesoKg: 12 }];
const direccion = { nombre: 'X', direccion: 'Calle 1', ciudad: 'Zaragoza', codigoPais: 'ES' };

export const foreignRecords: ForeignRecords = {
  'distribucionAerea.obtenerHAWB': async (api) => ({ params: { id: await foreignHawbId(api) } }),
  'distribucionAerea.controlHAWB': async (api) => ({ params: { idControlHAWB: await foreignHawbId(api) } }),
  'distribucionAerea.obtenerReciboDetalle': async (api) => ({
    params: { id: await foreignHawbId(api, true) },
  }),
  'distribucionAerea.servicios': async (api) => ({ params: { identidad: await clienteId(api) } }),
  'distribucionAerea.expedidoresConocidos': async (api) => ({ params: { identidad: await clienteId(api) } }),
  'distribucionAerea.destinatariosConocidos': async (api) => ({
    params: { identidad: await clienteId(api) },
  }),
  'distribucionAerea.entidadesCollect': async (api) => ({ params: { identidad: await clienteId(api) } }),
  'distribucionAerea.calcularTarifa': async (api) => ({
    body: {
      aeropuertoOrigen: 'ZAZ',
      aeropuertoDestino: 'MEX',
      idServicio: 1,
      piezas,
      idEntidad: await clienteId(api),
    },
  }),
  'distribucionAerea.finalizar': async (api) => ({
    body: {
      idEntidad: await clienteId(api),
      aeropuertoOrigen: 'ZAZ',
      aeropuertoDestino: 'MEX',
      expedidor: direccion,
      destinatario: { ...direccion, ciudad: 'Ciudad de México', codigoPais: 'MX' },
      piezas: [{ idTipoBulto: 1, ...piezas[0]! }],
      descripcionMercancia: 'Spare parts',
      moneda: 'EUR',
      pagoPortes: 'PP',
      incoterm: 'FCA',
      idServicio: 1,
    },
  }),
  'distribucionAerea.solicitudSuministros': async (api) => ({
    body: {
      idEntidad: await clienteId(api),
      articulos: [{ codigo: 'LABEL', cantidad: 100 }],
      direccionEntrega: { direccion: 'Calle 1', ciudad: 'Zaragoza', codigoPais: 'ES' },
      contacto: 'X',
      telefono: '+34 900 000 000',
    },
  }),
};
