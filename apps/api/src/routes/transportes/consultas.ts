import type {
  DireccionEntidad,
  EntidadTransporte,
  Pais,
  ParteConocidaTransporte,
  PartidaArancelaria,
  TipoTrafico,
} from '@extranet/sdk/schemas';
import { and, asc, eq, inArray, isNotNull, like, or, type SQL } from 'drizzle-orm';
import { notFound } from '../../core/errors';
import type { SessionUser } from '../../core/session-user';
import type { Db } from '../../db/client';
import {
  clientes,
  paises,
  type RolParteTransporte,
  transporteDireccionesCliente,
  transportePartes,
  transportePartidasArancelarias,
  transportePuertos,
} from '../../db/schema/index';
import { assertCliente, inClienteScope } from '../../http/scope';
import { monedaDePais, normalizarBusqueda } from '../../reference/transportes/catalogos';

// Read-only look-ups of the request form that need more than a table scan: the customer accounts and
// their addresses, the address books, countries served, ports by traffic type and HS search.

/** At most this many HS headings per search. */
export const MAXIMO_PARTIDAS_ARANCELARIAS = 50;

export async function entidades(db: Db, user: SessionUser): Promise<EntidadTransporte[]> {
  const rows = await db
    .select({
      id: clientes.id,
      codigo: clientes.codigo,
      nombre: clientes.nombre,
      nif: clientes.nif,
      ciudad: clientes.ciudad,
      codigoPais: clientes.pais,
      moneda: transporteDireccionesCliente.moneda,
    })
    .from(clientes)
    .leftJoin(transporteDireccionesCliente, eq(transporteDireccionesCliente.idCliente, clientes.id))
    .where(inClienteScope(clientes.id, user))
    .orderBy(asc(clientes.nombre));
  return rows.map((r) => ({ ...r, moneda: r.moneda ?? monedaDePais(r.codigoPais) }));
}

export async function direccionEntidad(
  db: Db,
  user: SessionUser,
  identidad: number,
): Promise<DireccionEntidad> {
  assertCliente(user, identidad, 'customer account');
  const [row] = await db
    .select({
      cliente: clientes,
      direccion: transporteDireccionesCliente,
      codigoPais: paises.codigo,
    })
    .from(clientes)
    .innerJoin(transporteDireccionesCliente, eq(transporteDireccionesCliente.idCliente, clientes.id))
    .innerJoin(paises, eq(paises.id, transporteDireccionesCliente.idPais))
    .where(eq(clientes.id, identidad));
  if (!row) throw notFound('customer account address');
  const { cliente, direccion } = row;
  return {
    id: cliente.id,
    nombre: cliente.nombre,
    nif: cliente.nif,
    direccion: direccion.direccion,
    codigoPostal: direccion.codigoPostal,
    ciudad: direccion.ciudad,
    provincia: direccion.provincia,
    idPais: direccion.idPais,
    codigoPais: row.codigoPais,
    contacto: direccion.contacto,
    telefono: direccion.telefono,
    email: direccion.email,
  };
}

export async function partesConocidas(
  db: Db,
  user: SessionUser,
  rol: RolParteTransporte,
  identidad: number,
  idPais: number,
): Promise<ParteConocidaTransporte[]> {
  assertCliente(user, identidad, 'customer account');
  const rows = await db
    .select({ parte: transportePartes, cliente: clientes.nombre, codigoPais: paises.codigo })
    .from(transportePartes)
    .innerJoin(clientes, eq(clientes.id, transportePartes.idCliente))
    .innerJoin(paises, eq(paises.id, transportePartes.idPais))
    .where(
      and(
        eq(transportePartes.idCliente, identidad),
        eq(transportePartes.rol, rol),
        eq(transportePartes.idPais, idPais),
      ),
    )
    .orderBy(asc(transportePartes.nombre), asc(transportePartes.id));
  return rows.map(({ parte, cliente, codigoPais }) => ({
    id: parte.id,
    idCliente: parte.idCliente,
    cliente,
    nombre: parte.nombre,
    nif: parte.nif,
    direccion: parte.direccion,
    codigoPostal: parte.codigoPostal,
    ciudad: parte.ciudad,
    provincia: parte.provincia,
    idPais: parte.idPais,
    codigoPais,
    contacto: parte.contacto,
    telefono: parte.telefono,
    email: parte.email,
  }));
}

/** Countries served: with a seaport or on a road network. */
export async function paisesServidos(db: Db): Promise<Pais[]> {
  const conPuerto = db.selectDistinct({ idPais: transportePuertos.idPais }).from(transportePuertos);
  return db
    .select({ id: paises.id, codigo: paises.codigo, nombre: paises.nombreEs })
    .from(paises)
    .where(or(isNotNull(paises.regionCarretera), inArray(paises.id, conPuerto)))
    .orderBy(asc(paises.nombreEs));
}

export async function puertos(
  db: Db,
  idPais: number,
  tipoTrafico: Extract<TipoTrafico, `MARITIMO_${string}`>,
) {
  return db
    .select({
      id: transportePuertos.id,
      codigo: transportePuertos.codigo,
      nombre: transportePuertos.nombre,
      idPais: transportePuertos.idPais,
    })
    .from(transportePuertos)
    .where(
      and(
        eq(transportePuertos.idPais, idPais),
        tipoTrafico === 'MARITIMO_FCL' ? eq(transportePuertos.fcl, true) : eq(transportePuertos.lcl, true),
      ),
    )
    .orderBy(asc(transportePuertos.nombre));
}

/** Spanish plural to singular, enough to match descriptions (`naranjas` → `naranja`, `flores` → `flor`). */
const singular = (palabra: string): string => {
  if (palabra.length <= 4 || /\d/.test(palabra)) return palabra;
  if (/[^aeiou]es$/.test(palabra)) return palabra.slice(0, -2);
  return palabra.endsWith('s') ? palabra.slice(0, -1) : palabra;
};

/**
 * HS headings by code prefix (`0805`, `0805.10`, `0805 10`) or by words, every word found in the
 * description whatever its case, accents and plural (`naranjas`, `CERAMICA esmaltada`).
 */
export async function partidasArancelarias(db: Db, busqueda: string): Promise<PartidaArancelaria[]> {
  const compacto = busqueda.replace(/[\s.]/g, '');
  let condicion: SQL | undefined;
  if (/^\d+$/.test(compacto)) {
    condicion = like(transportePartidasArancelarias.codigo, `${compacto}%`);
  } else {
    // Normalised words hold only [a-z0-9]: no LIKE wildcard can get through.
    const palabras = normalizarBusqueda(busqueda).split(' ').filter(Boolean).map(singular);
    if (palabras.length === 0) return [];
    condicion = and(
      ...palabras.map((p) =>
        /^\d+$/.test(p)
          ? like(transportePartidasArancelarias.codigo, `${p}%`)
          : like(transportePartidasArancelarias.busqueda, `%${p}%`),
      ),
    );
  }
  return db
    .select({
      id: transportePartidasArancelarias.id,
      codigo: transportePartidasArancelarias.codigo,
      descripcion: transportePartidasArancelarias.descripcion,
    })
    .from(transportePartidasArancelarias)
    .where(condicion)
    .orderBy(asc(transportePartidasArancelarias.codigo))
    .limit(MAXIMO_PARTIDAS_ARANCELARIAS);
}
