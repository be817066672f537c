import { and, asc, eq, getTableColumns, ilike, inArray, like, or, sql } from 'drizzle-orm';
import { ApiError, invalid, notFound } from '../../core/errors';
import type { Db } from '../../db/client';
import { clientes } from '../../db/schema/core';
import {
  aereoAeropuertos,
  aereoCodigosPostales,
  aereoEntidades,
  aereoEntidadesCollect,
  aereoIncoterms,
  aereoPartesConocidas,
  aereoPromociones,
  aereoServicios,
  aereoTiposBulto,
} from '../../db/schema/distribucionAerea';
import { paises } from '../../db/schema/paises';
import { inClienteScope } from '../../http/scope';
import { diaUtc, entidadDelUsuario, escaparLike, type HandlerAereo } from './comun';

// Look-ups of the air export screens: countries, airports, postal codes, services, package types,
// incoterms, promotion codes, and the caller's entities with their address books.

const LIMITE_BUSQUEDA = 50;

const aeropuertoColumnas = {
  id: aereoAeropuertos.id,
  codigoIata: aereoAeropuertos.codigoIata,
  nombre: aereoAeropuertos.nombre,
  ciudad: aereoAeropuertos.ciudad,
  codigoPais: aereoAeropuertos.codigoPais,
};

export const aeropuerto: HandlerAereo<'aeropuerto'> = ({ body, db }) => {
  const texto = body.busqueda.trim();
  const contiene = `%${escaparLike(texto)}%`;
  return db
    .select(aeropuertoColumnas)
    .from(aereoAeropuertos)
    .where(
      and(
        or(
          ilike(aereoAeropuertos.codigoIata, `${escaparLike(texto)}%`),
          ilike(aereoAeropuertos.nombre, contiene),
          ilike(aereoAeropuertos.ciudad, contiene),
        ),
        body.idPais === undefined ? undefined : eq(aereoAeropuertos.idPais, body.idPais),
      ),
    )
    .orderBy(
      sql`${aereoAeropuertos.codigoIata} = ${texto.toUpperCase()} desc`,
      asc(aereoAeropuertos.codigoIata),
    )
    .limit(LIMITE_BUSQUEDA);
};

export const aeropuertosUS: HandlerAereo<'aeropuertosUS'> = ({ db }) =>
  db
    .select(aeropuertoColumnas)
    .from(aereoAeropuertos)
    .where(eq(aereoAeropuertos.codigoPais, 'US'))
    .orderBy(asc(aereoAeropuertos.codigoIata));

const paisColumnas = { id: paises.id, codigo: paises.codigo, nombre: paises.nombreEn };

export const paisesOrigen: HandlerAereo<'paisesOrigen'> = ({ db }) =>
  db.select(paisColumnas).from(paises).where(eq(paises.origenAereo, true)).orderBy(asc(paises.nombreEn));

export const paisesDestino: HandlerAereo<'paisesDestino'> = ({ db }) =>
  db.select(paisColumnas).from(paises).where(eq(paises.destinoAereo, true)).orderBy(asc(paises.nombreEn));

export const buscarCodigoPostal: HandlerAereo<'buscarCodigoPostal'> = ({ query, db }) =>
  db
    .select({
      codigoPostal: aereoCodigosPostales.codigoPostal,
      ciudad: aereoCodigosPostales.ciudad,
      provincia: aereoCodigosPostales.provincia,
      idPais: aereoCodigosPostales.idPais,
    })
    .from(aereoCodigosPostales)
    .where(
      and(
        eq(aereoCodigosPostales.idPais, query.idPais),
        like(
          sql`upper(${aereoCodigosPostales.codigoPostal})`,
          `${escaparLike(query.busquedaCP.toUpperCase())}%`,
        ),
      ),
    )
    .orderBy(asc(aereoCodigosPostales.codigoPostal))
    .limit(LIMITE_BUSQUEDA);

export const incoterms: HandlerAereo<'incoterms'> = ({ db }) =>
  db
    .select({ id: aereoIncoterms.id, codigo: aereoIncoterms.codigo, nombre: aereoIncoterms.nombre })
    .from(aereoIncoterms)
    .orderBy(asc(aereoIncoterms.id));

export const tipoBultos: HandlerAereo<'tipoBultos'> = ({ db }) =>
  db.select().from(aereoTiposBulto).orderBy(asc(aereoTiposBulto.nombre));

/** A promotion valid on `dia`, or null when the code is unknown, expired or not started. */
export async function promocionVigente(db: Db, codigo: string, dia: string) {
  const [row] = await db
    .select()
    .from(aereoPromociones)
    .where(eq(sql`upper(${aereoPromociones.codigo})`, codigo.trim().toUpperCase()));
  if (!row || row.validoDesde > dia || (row.validoHasta !== null && row.validoHasta < dia)) return null;
  return row;
}

export const buscarCodigoPromocional: HandlerAereo<'buscarCodigoPromocional'> = async ({
  body,
  db,
  deps,
}) => {
  const promocion = await promocionVigente(db, body.codigo, diaUtc(deps.clock()));
  if (!promocion) throw notFound('promotion code');
  return {
    codigo: promocion.codigo,
    descripcion: promocion.descripcion,
    descuentoPorcentaje: promocion.descuentoPorcentaje,
    validoHasta: promocion.validoHasta,
  };
};

/** The promotion of a quote or HAWB: none when no code is given, 400 when the code is not valid today. */
export async function promocionDeSolicitud(db: Db, codigo: string | undefined, hoy: Date) {
  if (!codigo?.trim()) return null;
  const promocion = await promocionVigente(db, codigo, diaUtc(hoy));
  if (!promocion) throw invalid('codigoPromocional', 'is unknown or expired');
  return { codigo: promocion.codigo, descuentoPorcentaje: promocion.descuentoPorcentaje };
}

export const entidades: HandlerAereo<'entidades'> = async ({ user, db }) => {
  const rows = await db
    .select({ cliente: clientes, perfil: aereoEntidades })
    .from(aereoEntidades)
    .innerJoin(clientes, eq(clientes.id, aereoEntidades.idCliente))
    .where(and(eq(aereoEntidades.habilitada, true), inClienteScope(aereoEntidades.idCliente, user)))
    .orderBy(asc(clientes.nombre));
  return rows.map(({ cliente, perfil }) => ({
    id: cliente.id,
    codigo: cliente.codigo,
    nombre: cliente.nombre,
    nif: cliente.nif ?? perfil.nif ?? '',
    ciudad: cliente.ciudad,
    codigoPais: cliente.pais,
    aeropuertoHabitual: perfil.aeropuertoHabitual,
  }));
};

export const servicios: HandlerAereo<'servicios'> = async ({ params, user, db }) => {
  const entidad = await entidadDelUsuario(db, user, params.identidad);
  if (entidad.idServicios.length === 0) return [];
  return db
    .select()
    .from(aereoServicios)
    .where(inArray(aereoServicios.id, entidad.idServicios))
    .orderBy(asc(aereoServicios.id));
};

/** The service `idServicio` when the entity may book it; 400 naming the field otherwise. */
export async function servicioDeEntidad(db: Db, idServicios: readonly number[] | null, idServicio: number) {
  if (idServicios && !idServicios.includes(idServicio)) {
    throw invalid('idServicio', 'is not a service this entity may book');
  }
  const [servicio] = await db.select().from(aereoServicios).where(eq(aereoServicios.id, idServicio));
  if (!servicio) throw invalid('idServicio', 'is not an air service');
  return servicio;
}

const partes =
  (tipo: 'EXPEDIDOR' | 'DESTINATARIO'): HandlerAereo<'expedidoresConocidos'> =>
  async ({ params, user, db }) => {
    await entidadDelUsuario(db, user, params.identidad);
    const { idCliente: _c, tipo: _t, ...columnas } = getTableColumns(aereoPartesConocidas);
    return db
      .select(columnas)
      .from(aereoPartesConocidas)
      .where(and(eq(aereoPartesConocidas.idCliente, params.identidad), eq(aereoPartesConocidas.tipo, tipo)))
      .orderBy(asc(aereoPartesConocidas.nombre), asc(aereoPartesConocidas.id));
  };

export const expedidoresConocidos = partes('EXPEDIDOR');
export const destinatariosConocidos: HandlerAereo<'destinatariosConocidos'> = partes('DESTINATARIO');

export const entidadesCollect: HandlerAereo<'entidadesCollect'> = async ({ params, user, db }) => {
  await entidadDelUsuario(db, user, params.identidad);
  return db
    .select({
      id: aereoEntidadesCollect.id,
      codigo: aereoEntidadesCollect.codigo,
      nombre: aereoEntidadesCollect.nombre,
      nif: aereoEntidadesCollect.nif,
      ciudad: aereoEntidadesCollect.ciudad,
      codigoPais: aereoEntidadesCollect.codigoPais,
    })
    .from(aereoEntidadesCollect)
    .where(eq(aereoEntidadesCollect.idCliente, params.identidad))
    .orderBy(asc(aereoEntidadesCollect.nombre));
};

/** An airport of the table, or 400 naming `field`. */
export async function aeropuertoConocido(db: Db, iata: string, field: string) {
  const [row] = await db
    .select({ aeropuerto: aereoAeropuertos, origen: paises.origenAereo })
    .from(aereoAeropuertos)
    .innerJoin(paises, eq(paises.id, aereoAeropuertos.idPais))
    .where(eq(aereoAeropuertos.codigoIata, iata));
  if (!row) throw invalid(field, `${iata} is not an airport we serve`);
  return row;
}

export const sinTarifa = (origen: string, destino: string): ApiError =>
  new ApiError(
    422,
    'NO_TARIFF',
    `aeropuertoDestino: no air tariff from ${origen} to ${destino} for this service`,
    {
      field: 'aeropuertoDestino',
    },
  );
