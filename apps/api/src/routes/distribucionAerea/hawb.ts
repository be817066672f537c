import type {
  CodigoEstadoIata,
  DireccionHawb,
  DireccionHawbEntrada,
  EventoHawb,
} from '@extranet/sdk/schemas';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { audit } from '../../audit';
import { invalid, notFound } from '../../core/errors';
import type { Db } from '../../db/client';
import { clientes } from '../../db/schema/core';
import {
  aereoContadores,
  aereoEntidadesCollect,
  aereoHawbs,
  aereoIncoterms,
  aereoPartesConocidas,
  aereoRecibos,
  aereoServicios,
  aereoTiposBulto,
} from '../../db/schema/distribucionAerea';
import { DESTINATION_STATUSES, HAWB_COUNTER, numeroHawb, STATUS_DESCRIPTION } from '../../domain/awb';
import { requestOrigin } from '../../http/context';
import { pagedList } from '../../http/list';
import { assertCliente, idsInPeriod, ownedByCliente } from '../../http/scope';
import { entidadDelUsuario, type HandlerAereo, textoONull } from './comun';
import { cotizar } from './tarifa';

// House air waybills: issue (`Finalizar`), the guides grid, the detail, the IATA status control and
// the warehouse receipt.

/** Next number of a document sequence; atomic on both drivers (row lock of the counter). */
export async function siguienteNumero(db: Db, clave: string): Promise<number> {
  const [row] = await db
    .insert(aereoContadores)
    .values({ clave, ultimo: 1 })
    .onConflictDoUpdate({
      target: aereoContadores.clave,
      set: { ultimo: sql`${aereoContadores.ultimo} + 1` },
    })
    .returning({ ultimo: aereoContadores.ultimo });
  return row!.ultimo;
}

const direccion = (d: DireccionHawbEntrada): DireccionHawb => ({
  nombre: d.nombre.trim(),
  direccion: d.direccion.trim(),
  codigoPostal: textoONull(d.codigoPostal),
  ciudad: d.ciudad.trim(),
  provincia: textoONull(d.provincia),
  codigoPais: d.codigoPais,
  contacto: textoONull(d.contacto),
  telefono: textoONull(d.telefono),
  email: textoONull(d.email),
});

/** Keeps a party the customer typed in its address book, unless one of that name and country is there. */
async function recordarParte(
  db: Db,
  idCliente: number,
  tipo: 'EXPEDIDOR' | 'DESTINATARIO',
  parte: DireccionHawb,
) {
  const [existe] = await db
    .select({ id: aereoPartesConocidas.id })
    .from(aereoPartesConocidas)
    .where(
      and(
        eq(aereoPartesConocidas.idCliente, idCliente),
        eq(aereoPartesConocidas.tipo, tipo),
        eq(aereoPartesConocidas.codigoPais, parte.codigoPais),
        eq(sql`lower(${aereoPartesConocidas.nombre})`, parte.nombre.toLowerCase()),
      ),
    )
    .limit(1);
  if (!existe) await db.insert(aereoPartesConocidas).values({ idCliente, tipo, ...parte });
}

export const finalizar: HandlerAereo<'finalizar'> = async ({ body, user, db, deps, c }) => {
  const ahora = deps.clock();
  const hawb = await db.transaction(async (tx) => {
    const entidad = await entidadDelUsuario(tx, user, body.idEntidad);
    if (body.pagoPortes === 'PP' && body.idEntidadCollect !== undefined) {
      throw invalid('idEntidadCollect', 'is only for collect (CC) charges');
    }
    let entidadCollect: typeof aereoEntidadesCollect.$inferSelect | undefined;
    if (body.pagoPortes === 'CC') {
      [entidadCollect] = await tx
        .select()
        .from(aereoEntidadesCollect)
        .where(
          and(
            eq(aereoEntidadesCollect.id, body.idEntidadCollect!),
            eq(aereoEntidadesCollect.idCliente, entidad.idCliente),
          ),
        );
      if (!entidadCollect) throw invalid('idEntidadCollect', 'is not a collect entity of this customer');
    }
    const [incoterm] = await tx.select().from(aereoIncoterms).where(eq(aereoIncoterms.codigo, body.incoterm));
    if (!incoterm) throw invalid('incoterm', `${body.incoterm} is not accepted on a HAWB`);
    const idsTipo = [...new Set(body.piezas.map((p) => p.idTipoBulto))];
    const tipos = await tx.select().from(aereoTiposBulto).where(inArray(aereoTiposBulto.id, idsTipo));
    const tipoBulto = new Map(tipos.map((t) => [t.id, t.nombre]));
    body.piezas.forEach((pieza, i) => {
      if (!tipoBulto.has(pieza.idTipoBulto))
        throw invalid(`piezas.${i}.idTipoBulto`, 'is not a package type');
    });

    const { servicio, calculo } = await cotizar(
      tx,
      { ...body, idCliente: entidad.idCliente, idServicios: entidad.idServicios },
      ahora,
    );
    const numero = numeroHawb(body.aeropuertoOrigen, ahora, await siguienteNumero(tx, HAWB_COUNTER));
    const expedidor = direccion(body.expedidor);
    const destinatario = direccion(body.destinatario);
    const { totalPiezas, pesoBrutoKg, volumenM3, pesoVolumetricoKg, pesoTasableKg, ...cargos } = calculo;
    const [hawb] = await tx
      .insert(aereoHawbs)
      .values({
        idCliente: entidad.idCliente,
        numeroHawb: numero,
        numeroMawb: null,
        referenciaCliente: textoONull(body.referenciaCliente),
        fechaEmision: ahora,
        aeropuertoOrigen: body.aeropuertoOrigen,
        aeropuertoDestino: body.aeropuertoDestino,
        nombreDestinatario: destinatario.nombre,
        totalPiezas,
        pesoBrutoKg,
        volumenM3,
        pesoVolumetricoKg,
        pesoTasableKg,
        estado: 'BKD',
        fechaUltimoEvento: ahora,
        idServicio: servicio.id,
        pagoPortes: body.pagoPortes,
        idEntidadCollect: entidadCollect?.id ?? null,
        incoterm: incoterm.codigo,
        moneda: body.moneda,
        valorDeclaradoTransporte: body.valorDeclaradoTransporte ?? null,
        valorDeclaradoAduana: body.valorDeclaradoAduana ?? null,
        importeSeguro: body.importeSeguro ?? null,
        descripcionMercancia: body.descripcionMercancia,
        informacionManipulacion: textoONull(body.informacionManipulacion),
        vuelo: null,
        fechaVuelo: null,
        expedidor,
        destinatario,
        notificar: body.notificar ? direccion(body.notificar) : null,
        piezas: body.piezas.map((p) => ({ ...p, tipoBulto: tipoBulto.get(p.idTipoBulto)! })),
        mercanciaPeligrosa: body.mercanciaPeligrosa ?? null,
        cargos,
        eventos: [{ codigo: 'BKD', fecha: ahora.toISOString(), vuelo: null }],
        idUsuario: user.id,
      })
      .returning({ id: aereoHawbs.id, numeroHawb: aereoHawbs.numeroHawb });
    await recordarParte(tx, entidad.idCliente, 'EXPEDIDOR', expedidor);
    await recordarParte(tx, entidad.idCliente, 'DESTINATARIO', destinatario);
    return { ...hawb!, idCliente: entidad.idCliente };
  });
  await audit({
    ...requestOrigin(c),
    event: 'HAWB_FINALISED',
    who: { idUsuario: user.id, usuario: user.usuario },
    detail: `HAWB ${hawb.numeroHawb}`,
    idCliente: hawb.idCliente,
    entidad: 'hawb',
    idEntidad: String(hawb.id),
  });
  return { id: hawb.id, numeroHawb: hawb.numeroHawb };
};

const resumenColumnas = {
  id: aereoHawbs.id,
  numeroHawb: aereoHawbs.numeroHawb,
  numeroMawb: aereoHawbs.numeroMawb,
  referenciaCliente: aereoHawbs.referenciaCliente,
  fechaEmision: aereoHawbs.fechaEmision,
  aeropuertoOrigen: aereoHawbs.aeropuertoOrigen,
  aeropuertoDestino: aereoHawbs.aeropuertoDestino,
  nombreDestinatario: aereoHawbs.nombreDestinatario,
  totalPiezas: aereoHawbs.totalPiezas,
  pesoBrutoKg: aereoHawbs.pesoBrutoKg,
  pesoTasableKg: aereoHawbs.pesoTasableKg,
  estado: aereoHawbs.estado,
  fechaUltimoEvento: aereoHawbs.fechaUltimoEvento,
  idCliente: aereoHawbs.idCliente,
  cliente: clientes.nombre,
};

const resumen = <T extends { fechaEmision: Date; fechaUltimoEvento: Date; estado: CodigoEstadoIata }>(
  row: T,
) => ({
  ...row,
  fechaEmision: row.fechaEmision.toISOString(),
  estadoDescripcion: STATUS_DESCRIPTION[row.estado],
  fechaUltimoEvento: row.fechaUltimoEvento.toISOString(),
});

export const estadoEnvios: HandlerAereo<'estadoEnvios'> = ({ query, user, db }) =>
  pagedList({
    ids: idsInPeriod(
      db,
      user,
      {
        table: aereoHawbs,
        id: aereoHawbs.id,
        idCliente: aereoHawbs.idCliente,
        fecha: aereoHawbs.fechaEmision,
      },
      query.fechainicio,
      query.fechafin,
    ),
    rows: async (ids) =>
      (
        await db
          .select(resumenColumnas)
          .from(aereoHawbs)
          .innerJoin(clientes, eq(clientes.id, aereoHawbs.idCliente))
          .where(inArray(aereoHawbs.id, ids))
      ).map(resumen),
  });

export const obtenerHAWB: HandlerAereo<'obtenerHAWB'> = async ({ params, user, db }) => {
  const [row] = await db
    .select({
      resumen: resumenColumnas,
      hawb: aereoHawbs,
      servicio: aereoServicios.nombre,
      entidadCollect: aereoEntidadesCollect.nombre,
    })
    .from(aereoHawbs)
    .innerJoin(clientes, eq(clientes.id, aereoHawbs.idCliente))
    .innerJoin(aereoServicios, eq(aereoServicios.id, aereoHawbs.idServicio))
    .leftJoin(aereoEntidadesCollect, eq(aereoEntidadesCollect.id, aereoHawbs.idEntidadCollect))
    .where(eq(aereoHawbs.id, params.id));
  const {
    resumen: fila,
    hawb,
    servicio,
    entidadCollect,
  } = ownedByCliente(row && { ...row, idCliente: row.hawb.idCliente }, user, 'HAWB');
  return {
    ...resumen(fila),
    expedidor: hawb.expedidor,
    destinatario: hawb.destinatario,
    notificar: hawb.notificar,
    piezas: hawb.piezas,
    descripcionMercancia: hawb.descripcionMercancia,
    valorDeclaradoTransporte: hawb.valorDeclaradoTransporte,
    valorDeclaradoAduana: hawb.valorDeclaradoAduana,
    importeSeguro: hawb.importeSeguro,
    moneda: hawb.moneda,
    pagoPortes: hawb.pagoPortes,
    idEntidadCollect: hawb.idEntidadCollect,
    entidadCollect,
    incoterm: hawb.incoterm,
    idServicio: hawb.idServicio,
    servicio,
    informacionManipulacion: hawb.informacionManipulacion,
    mercanciaPeligrosa: hawb.mercanciaPeligrosa,
    vuelo: hawb.vuelo,
    fechaVuelo: hawb.fechaVuelo?.toISOString() ?? null,
    volumenM3: hawb.volumenM3,
    pesoVolumetricoKg: hawb.pesoVolumetricoKg,
    cargos: hawb.cargos,
  };
};

export const controlHAWB: HandlerAereo<'controlHAWB'> = async ({ params, query, user, db }) => {
  if (query.identidad !== undefined) assertCliente(user, query.identidad, 'entity');
  const [hawb] = await db
    .select()
    .from(aereoHawbs)
    .where(
      and(
        eq(aereoHawbs.id, params.idControlHAWB),
        query.identidad === undefined ? undefined : eq(aereoHawbs.idCliente, query.identidad),
      ),
    );
  const h = ownedByCliente(hawb, user, 'HAWB');
  const eventos: EventoHawb[] = h.eventos.map((e, i) => ({
    id: i + 1,
    codigo: e.codigo,
    descripcion: STATUS_DESCRIPTION[e.codigo],
    aeropuerto:
      e.aeropuerto ?? (DESTINATION_STATUSES.has(e.codigo) ? h.aeropuertoDestino : h.aeropuertoOrigen),
    vuelo: e.vuelo,
    piezas: e.piezas ?? h.totalPiezas,
    pesoKg: e.pesoKg ?? h.pesoBrutoKg,
    fecha: e.fecha,
  }));
  return {
    id: h.id,
    numeroHawb: h.numeroHawb,
    numeroMawb: h.numeroMawb,
    aeropuertoOrigen: h.aeropuertoOrigen,
    aeropuertoDestino: h.aeropuertoDestino,
    estado: h.estado,
    estadoDescripcion: STATUS_DESCRIPTION[h.estado],
    totalPiezas: h.totalPiezas,
    pesoBrutoKg: h.pesoBrutoKg,
    eventos,
  };
};

export const obtenerReciboDetalle: HandlerAereo<'obtenerReciboDetalle'> = async ({ params, user, db }) => {
  const [row] = await db
    .select({ recibo: aereoRecibos, numeroHawb: aereoHawbs.numeroHawb })
    .from(aereoRecibos)
    .innerJoin(aereoHawbs, eq(aereoHawbs.id, aereoRecibos.idHawb))
    .where(eq(aereoRecibos.idHawb, params.id));
  if (!row) throw notFound('warehouse receipt');
  const { recibo, numeroHawb: numero } = row;
  ownedByCliente(recibo, user, 'warehouse receipt');
  const { idCliente: _c, ...campos } = recibo;
  return { ...campos, numeroHawb: numero, fechaRecepcion: recibo.fechaRecepcion.toISOString() };
};
