import type { Contenedor, ModoTransporte } from '@extranet/sdk/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { huellasCarbono } from '../db/schema/huellaCarbono';
import { type PartidaRow, partidas } from '../db/schema/tracking';
import { AIRLINES, ROAD_HAULIERS, SHIPPING_LINES } from '../reference/geo';
import { isValidContainerNumber } from './identificadores';
import { resolvePlace } from './partidas';
import { buildShipment, type ShipmentPlace, type ShipmentPlan } from './partidas-build';

// The forwarder's confirmation of a shipment request (issue 28's Integracion/ConfirmarReserva calls
// it): the carrier and its references, the planned departure and arrival, and from them the planned
// timeline and the carbon footprint of the real route and weight (the emission factors of
// reference/emission-factors.ts). Nothing is drawn: what the confirmation does not say stays empty.

export interface BookingConfirmation {
  /** SCAC (sea), IATA airline designator (air) or haulier code (road); `name` defaults to the reference data's. */
  carrier: { code: string; name?: string };
  /** The carrier's booking number (road bookings often have none). */
  bookingNumber: string | null;
  /** B/L, AWB or CMR number, when already issued. */
  transportDocument?: string | null;
  /** Vessel and voyage, flight number or truck plate, when known. */
  voyage?: string | null;
  plannedDeparture: Date;
  plannedArrival: Date;
  /** Sea FCL: numbers (ISO 6346) and seals of the requested containers, in order, once assigned. */
  containers?: readonly { numero: string; precinto?: string | null }[];
  /** Door pickup before the main leg (sea, air) the forwarder arranged: a leg of the footprint. */
  pickup?: ShipmentPlace | null;
  /** Door delivery after the main leg (sea, air): a leg of the footprint, and sea milestones to the door. */
  delivery?: ShipmentPlace | null;
}

/** Why a confirmation was refused; `field` names the confirmation's field at fault. */
export class BookingError extends Error {
  constructor(
    readonly reason: 'NOT_FOUND' | 'NOT_REQUESTED' | 'INVALID',
    readonly field: string | null,
    message: string,
  ) {
    super(message);
    this.name = 'BookingError';
  }
}

/** The carrier's name in the reference data for the mode (data/carriers.json). */
function carrierName(modo: ModoTransporte, code: string): string | undefined {
  if (modo === 'MARITIMO') return SHIPPING_LINES.find((l) => l.scac === code)?.name;
  if (modo === 'AEREO') return AIRLINES.find((a) => a.iata === code)?.name;
  return ROAD_HAULIERS.find((h) => h.code === code)?.name;
}

/** The requested containers with the numbers and seals the confirmation assigns. */
function assignContainers(requested: readonly Contenedor[], booking: BookingConfirmation): Contenedor[] {
  const given = booking.containers ?? [];
  if (given.length > requested.length)
    throw new BookingError('INVALID', 'containers', `${requested.length} container(s) were requested`);
  given.forEach((c, i) => {
    if (!isValidContainerNumber(c.numero))
      throw new BookingError('INVALID', `containers.${i}.numero`, `${c.numero} is not an ISO 6346 number`);
  });
  return requested.map((c, i) => {
    const assigned = given[i];
    return assigned ? { ...c, numero: assigned.numero, precinto: assigned.precinto ?? null } : c;
  });
}

/** The plan of a requested shipment once confirmed: the stored request plus the confirmation. */
function confirmedPlan(row: PartidaRow, booking: BookingConfirmation, now: Date): ShipmentPlan {
  const code = booking.carrier.code.trim().toUpperCase();
  const name = booking.carrier.name ?? carrierName(row.modo, code);
  if (!code || code.length > 4 || !name)
    throw new BookingError('INVALID', 'carrier', `unknown ${row.modo} carrier ${booking.carrier.code}`);
  if (booking.plannedArrival.getTime() <= booking.plannedDeparture.getTime())
    throw new BookingError('INVALID', 'plannedArrival', 'must be after the planned departure');
  // The stored ends keep their names; their coordinates are those of their code's reference place.
  const place = (codigo: string, nombre: string) => ({ ...resolvePlace(row.modo, codigo), nombre });
  return {
    id: row.id,
    idCliente: row.idCliente,
    idDossier: row.idDossier,
    modo: row.modo,
    // A sea request without containers is groupage.
    lcl: row.modo === 'MARITIMO' && row.contenedoresDetalle.length === 0,
    origen: place(row.codigoOrigen, row.origen),
    destino: place(row.codigoDestino, row.destino),
    pickup: booking.pickup ?? null,
    delivery: booking.delivery ?? null,
    expedidor: row.expedidor,
    destinatario: row.destinatario,
    incoterm: row.incoterm,
    mercancia: row.mercancia,
    referenciaCliente: row.referenciaCliente,
    numeroReserva: booking.bookingNumber,
    documentoTransporte: booking.transportDocument ?? null,
    codigoTransportista: code,
    transportista: name,
    viaje: booking.voyage ?? null,
    contenedores: assignContainers(row.contenedoresDetalle, booking),
    bultos: row.bultosDetalle,
    pesoBrutoKg: row.pesoBrutoKg,
    volumenM3: row.volumenM3,
    bookedAt: now,
    plannedDeparture: booking.plannedDeparture,
    plannedArrival: booking.plannedArrival,
  };
}

/**
 * Confirms a requested shipment (status SOLICITADA): stores the carrier, references, planned
 * timeline and status at `now`, and its carbon footprint. The shipment keeps its number and the
 * time it was requested. Throws a {@link BookingError} for an unknown shipment, one already confirmed
 * or cancelled, or a confirmation that does not fit the request. Runs in a transaction (a savepoint
 * when the caller already has one).
 */
export async function confirmBooking(
  db: Db,
  idPartida: number,
  booking: BookingConfirmation,
  options: { now?: Date } = {},
): Promise<{ id: number; numeroPartida: string }> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    // Locked: two confirmations of one request must not both pass the status check.
    const [row] = await tx.select().from(partidas).where(eq(partidas.id, idPartida)).for('update');
    if (!row) throw new BookingError('NOT_FOUND', null, `shipment ${idPartida} does not exist`);
    if (row.estado !== 'SOLICITADA')
      throw new BookingError('NOT_REQUESTED', null, `shipment ${row.numeroPartida} is ${row.estado}`);
    const { partida, huella } = buildShipment(confirmedPlan(row, booking, now), now);
    const { id, numeroPartida, fechaAlta, ...confirmed } = partida;
    await tx.update(partidas).set(confirmed).where(eq(partidas.id, row.id));
    await tx.insert(huellasCarbono).values(huella);
    return { id: row.id, numeroPartida: row.numeroPartida };
  });
}
