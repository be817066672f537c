import { and, eq } from 'drizzle-orm';
import {
  clientes,
  paises,
  transporteIncoterms,
  transportePuertos,
  transporteServicios,
  transporteTiposBulto,
} from '../../db/schema/index';
import type { ForeignRecords } from '../foreign-records';
import type { TestApi } from '../harness';

// Transport calls naming a customer account: AUTOIB belongs to `tracking`, not to `demo` (404).

const autoib = async (api: TestApi) =>
  (await api.db.select({ id: clientes.id }).from(clientes).where(eq(clientes.codigo, 'AUTOIB')))[0]!.id;

const idDe = async <T extends { id: number }>(rows: Promise<T[]>) => (await rows)[0]!.id;

/** A valid LCL request Valencia → New York for AUTOIB's account. */
async function solicitud(api: TestApi) {
  const db = api.db;
  const pais = (codigo: string) =>
    idDe(db.select({ id: paises.id }).from(paises).where(eq(paises.codigo, codigo)));
  const puerto = (codigo: string) =>
    idDe(
      db
        .select({ id: transportePuertos.id })
        .from(transportePuertos)
        .where(eq(transportePuertos.codigo, codigo)),
    );
  return {
    idEntidad: await autoib(api),
    tipoTrafico: 'MARITIMO_LCL',
    origen: { idPais: await pais('ES'), idPuerto: await puerto('ESVLC') },
    destino: { idPais: await pais('US'), idPuerto: await puerto('USNYC') },
    idIncoterm: await idDe(
      db.select().from(transporteIncoterms).where(eq(transporteIncoterms.codigo, 'DAP')),
    ),
    idServicio: await idDe(
      db.select().from(transporteServicios).where(eq(transporteServicios.codigo, 'EST')),
    ),
    bultos: [
      {
        idTipoBulto: await idDe(
          db
            .select()
            .from(transporteTiposBulto)
            .where(and(eq(transporteTiposBulto.codigo, 'PX'))),
        ),
        cantidad: 2,
        largoCm: 120,
        anchoCm: 80,
        altoCm: 120,
        pesoKg: 300,
      },
    ],
  };
}

const partes = async (api: TestApi) => ({
  query: {
    identidad: String(await autoib(api)),
    idpais: String(await idDe(api.db.select().from(paises).where(eq(paises.codigo, 'ES')))),
  },
});

export const foreignRecords: ForeignRecords = {
  'transportes.direccionEntidad': async (api) => ({ params: { identidad: await autoib(api) } }),
  'transportes.destinatariosConocidos': partes,
  'transportes.expedidoresConocidos': partes,
  'transportes.calcularVentas': async (api) => ({ body: await solicitud(api) }),
  'transportes.generarPartida': async (api) => ({
    body: {
      ...(await solicitud(api)),
      destinatario: {
        nombre: 'Newark Imports LLC',
        direccion: '100 Port Street',
        codigoPostal: '07114',
        ciudad: 'Newark',
        idPais: (await solicitud(api)).destino.idPais,
      },
      expedidor: {
        nombre: 'Autopartes Ibéricas S.L.',
        direccion: 'Polígono Plaza, calle 5',
        codigoPostal: '50197',
        ciudad: 'Zaragoza',
        idPais: (await solicitud(api)).origen.idPais,
      },
      fechaDisponible: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
      descripcionMercancia: 'Brake discs',
    },
  }),
};
