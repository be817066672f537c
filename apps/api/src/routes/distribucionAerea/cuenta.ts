import { and, asc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { audit } from '../../audit';
import { clientes } from '../../db/schema/core';
import { aereoMovimientosCuenta, aereoSolicitudesSuministros } from '../../db/schema/distribucionAerea';
import { numeroSolicitud, SUPPLY_REQUEST_COUNTER } from '../../domain/awb';
import { requestOrigin } from '../../http/context';
import { pagedList } from '../../http/list';
import { idsInPeriod, inClienteScope } from '../../http/scope';
import { redondear } from '../../lib/numbers';
import { diaUtc, entidadDelUsuario, type HandlerAereo, textoONull } from './comun';
import { siguienteNumero } from './hawb';

// The account statement and the supply requests.

/**
 * Statement lines dated within the period (UTC calendar days of `fechainicio` and `fechafin`), newest
 * first. `saldo` is the running balance of the customer in that currency after the line: the balance
 * carried from before the period plus the lines up to it in date order.
 */
export const estadoCuentas: HandlerAereo<'estadoCuentas'> = async ({ query, user, db }) => {
  const desde = diaUtc(query.fechainicio);
  const hasta = diaUtc(query.fechafin);
  const scope = inClienteScope(aereoMovimientosCuenta.idCliente, user);
  const arrastres = await db
    .select({
      idCliente: aereoMovimientosCuenta.idCliente,
      moneda: aereoMovimientosCuenta.moneda,
      saldo: sql<number>`sum(${aereoMovimientosCuenta.debe} - ${aereoMovimientosCuenta.haber})`.mapWith(
        Number,
      ),
    })
    .from(aereoMovimientosCuenta)
    .where(and(scope, lt(aereoMovimientosCuenta.fecha, desde)))
    .groupBy(aereoMovimientosCuenta.idCliente, aereoMovimientosCuenta.moneda);
  const saldos = new Map(arrastres.map((a) => [`${a.idCliente}:${a.moneda}`, redondear(a.saldo)]));

  const lineas = await db
    .select({ linea: aereoMovimientosCuenta, cliente: clientes.nombre })
    .from(aereoMovimientosCuenta)
    .innerJoin(clientes, eq(clientes.id, aereoMovimientosCuenta.idCliente))
    .where(and(scope, gte(aereoMovimientosCuenta.fecha, desde), lte(aereoMovimientosCuenta.fecha, hasta)))
    .orderBy(asc(aereoMovimientosCuenta.fecha), asc(aereoMovimientosCuenta.id));
  const resultado = lineas.map(({ linea, cliente }) => {
    const key = `${linea.idCliente}:${linea.moneda}`;
    const saldo = redondear((saldos.get(key) ?? 0) + linea.debe - linea.haber);
    saldos.set(key, saldo);
    return {
      id: linea.id,
      fecha: linea.fecha,
      tipoDocumento: linea.tipoDocumento,
      numeroDocumento: linea.numeroDocumento,
      concepto: linea.concepto,
      numeroHawb: linea.numeroHawb,
      debe: linea.debe,
      haber: linea.haber,
      saldo,
      moneda: linea.moneda,
      fechaVencimiento: linea.fechaVencimiento,
      idCliente: linea.idCliente,
      cliente,
    };
  });
  return resultado.reverse();
};

export const solicitudes: HandlerAereo<'solicitudes'> = ({ query, user, db }) =>
  pagedList({
    ids: idsInPeriod(
      db,
      user,
      {
        table: aereoSolicitudesSuministros,
        id: aereoSolicitudesSuministros.id,
        idCliente: aereoSolicitudesSuministros.idCliente,
        fecha: aereoSolicitudesSuministros.fecha,
      },
      query.fechainicio,
      query.fechafin,
    ),
    rows: async (ids) => {
      const rows = await db
        .select({
          id: aereoSolicitudesSuministros.id,
          numeroSolicitud: aereoSolicitudesSuministros.numeroSolicitud,
          fecha: aereoSolicitudesSuministros.fecha,
          numeroArticulos: sql<number>`json_array_length(${aereoSolicitudesSuministros.articulos})`.mapWith(
            Number,
          ),
          estado: aereoSolicitudesSuministros.estado,
          idCliente: aereoSolicitudesSuministros.idCliente,
          cliente: clientes.nombre,
        })
        .from(aereoSolicitudesSuministros)
        .innerJoin(clientes, eq(clientes.id, aereoSolicitudesSuministros.idCliente))
        .where(inArray(aereoSolicitudesSuministros.id, ids));
      return rows.map((row) => ({ ...row, fecha: row.fecha.toISOString() }));
    },
  });

export const solicitudSuministros: HandlerAereo<'solicitudSuministros'> = async ({
  body,
  user,
  db,
  deps,
  c,
}) => {
  const ahora = deps.clock();
  const solicitud = await db.transaction(async (tx) => {
    const entidad = await entidadDelUsuario(tx, user, body.idEntidad);
    const numero = numeroSolicitud(ahora, await siguienteNumero(tx, SUPPLY_REQUEST_COUNTER));
    const d = body.direccionEntrega;
    const [row] = await tx
      .insert(aereoSolicitudesSuministros)
      .values({
        idCliente: entidad.idCliente,
        numeroSolicitud: numero,
        fecha: ahora,
        estado: 'PENDIENTE',
        articulos: body.articulos.map((a) =>
          a.descripcion?.trim()
            ? { ...a, descripcion: a.descripcion.trim() }
            : { codigo: a.codigo, cantidad: a.cantidad },
        ),
        direccionEntrega: {
          direccion: d.direccion,
          codigoPostal: textoONull(d.codigoPostal),
          ciudad: d.ciudad,
          provincia: textoONull(d.provincia),
          codigoPais: d.codigoPais,
        },
        contacto: body.contacto,
        telefono: body.telefono,
        email: textoONull(body.email),
        comentarios: textoONull(body.comentarios),
        idUsuario: user.id,
      })
      .returning({
        id: aereoSolicitudesSuministros.id,
        numeroSolicitud: aereoSolicitudesSuministros.numeroSolicitud,
      });
    return { ...row!, idCliente: entidad.idCliente };
  });
  await audit({
    ...requestOrigin(c),
    event: 'SUPPLY_REQUESTED',
    who: { idUsuario: user.id, usuario: user.usuario },
    detail: `supply request ${solicitud.numeroSolicitud}`,
    idCliente: solicitud.idCliente,
    entidad: 'suministro',
    idEntidad: String(solicitud.id),
  });
  return { id: solicitud.id, numeroSolicitud: solicitud.numeroSolicitud };
};
