import type { GenerarPartida, PartidaGenerada } from '@extranet/sdk/schemas';
import { and, eq } from 'drizzle-orm';
import { ApiError, invalid } from '../../core/errors';
import type { SessionUser } from '../../core/session-user';
import type { Db } from '../../db/client';
import { paises, transportePartes, transporteSolicitudes } from '../../db/schema/index';
import { nearestRoadCity, requestShipment, type ShipmentPlace } from '../../domain/partidas';
import { greatCircleKm, ROAD_CITIES } from '../../reference/geo';
import { cotizarSolicitud, type LugarResuelto, resolverSolicitud } from './solicitud';

// Booking a request (GenerarPartida): check it and its parties, price it, add new parties to the
// customer's address book, store the request and create the shipment that tracking shows: only what
// the customer asked for, in status SOLICITADA ("booking requested"), until the forwarder confirms
// the booking (domain/partidas.ts `requestShipment`, then partidas-booking.ts `confirmBooking`). The
// door pickup and delivery places stay in the stored request, for the confirmation.

type Parte = typeof transportePartes.$inferSelect;

export async function generarPartida(
  db: Db,
  user: SessionUser,
  body: GenerarPartida,
  now: Date,
): Promise<PartidaGenerada> {
  const hoy = now.toISOString().slice(0, 10);
  if (body.fechaDisponible < hoy) throw invalid('fechaDisponible', `must be today (${hoy}) or later`);
  const resuelta = await resolverSolicitud(db, user, body);
  const cotizacion = await cotizarSolicitud(db, resuelta, now);

  return db.transaction(async (tx) => {
    const expedidor = await parte(tx, body, 'EXPEDIDOR');
    const destinatario = await parte(tx, body, 'DESTINATARIO');

    const maritimo = body.tipoTrafico === 'MARITIMO_FCL' || body.tipoTrafico === 'MARITIMO_LCL';
    const hs = body.partidasArancelarias?.length ? ` (HS ${body.partidasArancelarias.join(', ')})` : '';
    const mercancia = `${body.descripcionMercancia}${hs}`.slice(0, 500);
    const { id, numeroPartida } = await requestShipment(
      tx,
      {
        idCliente: body.idEntidad,
        modo: maritimo ? 'MARITIMO' : 'TERRESTRE',
        origen: maritimo ? resuelta.puertoOrigen!.codigo : shipmentEnd(resuelta.lugarOrigen!),
        destino: maritimo ? resuelta.puertoDestino!.codigo : shipmentEnd(resuelta.lugarDestino!),
        expedidor: expedidor.nombre,
        destinatario: destinatario.nombre,
        incoterm: resuelta.incoterm,
        mercancia,
        referenciaCliente: body.referenciaCliente || null,
        fechaDisponible: body.fechaDisponible,
        bultos: (body.bultos ?? []).map((b) => ({
          tipoBulto: resuelta.tiposBulto.get(b.idTipoBulto)?.nombre ?? 'Bulto',
          cantidad: b.cantidad,
          descripcion: body.descripcionMercancia.slice(0, 120),
          largoCm: b.largoCm,
          anchoCm: b.anchoCm,
          altoCm: b.altoCm,
          pesoKg: b.pesoKg,
        })),
        contenedores: body.tipoTrafico === 'MARITIMO_FCL' ? body.contenedores : [],
      },
      { now },
    );

    await tx.insert(transporteSolicitudes).values({
      idCliente: body.idEntidad,
      idUsuario: user.id,
      tipoTrafico: body.tipoTrafico,
      estado: 'SOLICITADA',
      idExpedidor: expedidor.id,
      idDestinatario: destinatario.id,
      fechaDisponible: body.fechaDisponible,
      solicitud: body,
      cotizacion,
      total: cotizacion.total,
      moneda: cotizacion.moneda,
      idPartida: id,
      numeroPartida,
      fechaAlta: now,
    });
    return { id, numeroPartida };
  });
}

/**
 * The shipper or consignee of a booking: a known party of this customer account (another account's
 * party answers 404 as if it did not exist), or a new address, which joins the address book.
 */
async function parte(tx: Db, body: GenerarPartida, rol: 'EXPEDIDOR' | 'DESTINATARIO'): Promise<Parte> {
  const campoId = rol === 'EXPEDIDOR' ? 'idExpedidor' : 'idDestinatario';
  const id = rol === 'EXPEDIDOR' ? body.idExpedidor : body.idDestinatario;
  const nueva = rol === 'EXPEDIDOR' ? body.expedidor : body.destinatario;
  if (id !== undefined) {
    const [fila] = await tx
      .select()
      .from(transportePartes)
      .where(
        and(
          eq(transportePartes.id, id),
          eq(transportePartes.idCliente, body.idEntidad),
          eq(transportePartes.rol, rol),
        ),
      );
    if (!fila) {
      throw new ApiError(
        404,
        'NOT_FOUND',
        `${campoId}: ${rol === 'EXPEDIDOR' ? 'shipper' : 'consignee'} not found`,
        {
          field: campoId,
        },
      );
    }
    return fila;
  }
  const campo = rol === 'EXPEDIDOR' ? 'expedidor' : 'destinatario';
  if (!nueva) throw invalid(campoId, 'is required');
  const [pais] = await tx.select({ id: paises.id }).from(paises).where(eq(paises.id, nueva.idPais));
  if (!pais) throw invalid(`${campo}.idPais`, 'is not a known country');
  const [fila] = await tx
    .insert(transportePartes)
    .values({
      idCliente: body.idEntidad,
      rol,
      nombre: nueva.nombre,
      nif: nueva.nif || null,
      direccion: nueva.direccion,
      codigoPostal: nueva.codigoPostal,
      ciudad: nueva.ciudad,
      provincia: nueva.provincia || null,
      idPais: nueva.idPais,
      contacto: nueva.contacto || null,
      telefono: nueva.telefono || null,
      email: nueva.email || null,
    })
    .returning();
  return fila!;
}

/** A road place as a shipment end: its UN/LOCODE, else the nearest known city's. */
function shipmentEnd(lugar: LugarResuelto): ShipmentPlace {
  let codigo = lugar.codigo;
  if (!codigo) {
    codigo =
      nearestRoadCity(lugar.codigoPais, lugar)?.codigo ??
      ROAD_CITIES.reduce((a, b) => (greatCircleKm(a, lugar) <= greatCircleKm(b, lugar) ? a : b)).locode;
  }
  return { codigo, nombre: lugar.nombre, pais: lugar.codigoPais, lat: lugar.lat, lon: lugar.lon };
}
