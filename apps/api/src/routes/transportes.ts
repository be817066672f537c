import { asc } from 'drizzle-orm';
import { audit } from '../audit';
import {
  transporteClasesAdr,
  transporteEstados,
  transporteIncoterms,
  transporteMercanciasOnu,
  transporteServicios,
  transporteTiposBulto,
} from '../db/schema/index';
import { requestOrigin } from '../http/context';
import { defineController } from '../http/controller';
import {
  direccionEntidad,
  entidades,
  paisesServidos,
  partesConocidas,
  partidasArancelarias,
  puertos,
} from './transportes/consultas';
import { generarPartida } from './transportes/reserva';
import { cotizarSolicitud, resolverSolicitud } from './transportes/solicitud';

// Road and sea transport requests: the form's look-ups, the quote from the sales tariffs
// (src/domain/transport-rating.ts) and the booking, which creates a shipment that tracking shows.

export const transportesController = defineController('transportes', {
  calcularVentas: async ({ body, user, db, deps }) =>
    cotizarSolicitud(db, await resolverSolicitud(db, user, body), deps.clock()),

  generarPartida: async ({ body, user, db, deps, c }) => {
    const partida = await generarPartida(db, user, body, deps.clock());
    await audit({
      ...requestOrigin(c),
      event: 'BOOKING_REQUESTED',
      who: { idUsuario: user.id, usuario: user.usuario },
      detail: `booking ${partida.numeroPartida}`,
      idCliente: body.idEntidad,
      entidad: 'partida',
      idEntidad: String(partida.id),
    });
    return partida;
  },

  destinatariosConocidos: ({ query, user, db }) =>
    partesConocidas(db, user, 'DESTINATARIO', query.identidad, query.idpais),

  expedidoresConocidos: ({ query, user, db }) =>
    partesConocidas(db, user, 'EXPEDIDOR', query.identidad, query.idpais),

  direccionEntidad: ({ params, user, db }) => direccionEntidad(db, user, params.identidad),

  entidades: ({ user, db }) => entidades(db, user),

  estados: ({ db }) => db.select().from(transporteEstados).orderBy(asc(transporteEstados.orden)),

  incoterms: ({ db }) => db.select().from(transporteIncoterms).orderBy(asc(transporteIncoterms.id)),

  paisesDestino: ({ db }) => paisesServidos(db),

  paisesOrigen: ({ db }) => paisesServidos(db),

  partidasArancelarias: ({ params, db }) => partidasArancelarias(db, params.busqueda),

  puertos: ({ query, db }) => puertos(db, query.idpais, query.tipotrafico),

  servicios: ({ db }) =>
    db
      .select({
        id: transporteServicios.id,
        codigo: transporteServicios.codigo,
        nombre: transporteServicios.nombre,
        tiposTrafico: transporteServicios.tiposTrafico,
      })
      .from(transporteServicios)
      .orderBy(asc(transporteServicios.id)),

  tiposBulto: ({ db }) => db.select().from(transporteTiposBulto).orderBy(asc(transporteTiposBulto.id)),

  tiposMercanciaADR: ({ db }) =>
    db
      .select({
        id: transporteClasesAdr.id,
        clase: transporteClasesAdr.clase,
        descripcion: transporteClasesAdr.descripcion,
      })
      .from(transporteClasesAdr)
      .orderBy(asc(transporteClasesAdr.id)),

  tiposMercanciaONU: ({ db }) =>
    db.select().from(transporteMercanciasOnu).orderBy(asc(transporteMercanciasOnu.numeroOnu)),
});
