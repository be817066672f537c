import type { Bulto, Contenedor, ModoTransporte } from '@extranet/sdk/schemas';
import type { NewHuellaCarbonoRow } from '../db/schema/huellaCarbono';
import type { NewPartidaRow } from '../db/schema/tracking';
import { redondear } from '../lib/numbers';
import type { EmissionLegMode } from '../reference/emission-factors';
import type { SeaBasin } from '../reference/geo';
import { computeFootprint, type Footprint, type LegPoint, type PlannedLeg, storeLegs } from './huellaCarbono';
import { numeroPartida } from './identificadores';
import { buildDocuments, buildTimeline, type DocumentsInput, type TimelineInput } from './partidas-timeline';

// The one place that turns a shipment's plan (route, parties, cargo, carrier, dates) into the stored
// shipment with its timeline, documents and carbon footprint. The demo seed and `confirmBooking`
// (partidas-booking.ts, when the forwarder confirms a request) both go through `buildPartida`.

/** A port (sea), airport (air) or city (road, pickup, delivery) with its coordinates. */
export interface ShipmentPlace {
  /** UN/LOCODE for ports and cities, IATA code for airports. */
  codigo: string;
  nombre: string;
  /** ISO 3166-1 alpha-2. */
  pais: string;
  lat: number;
  lon: number;
  basin?: SeaBasin;
}

/**
 * Everything a shipment is built from. Dates and delays decide its status at `now` (see
 * {@link TimelineInput}); the references and customs flags, its documents (see {@link DocumentsInput}).
 */
export interface ShipmentPlan
  extends Pick<
      TimelineInput,
      | 'bookedAt'
      | 'plannedDeparture'
      | 'plannedArrival'
      | 'departureDelayH'
      | 'arrivalDelayH'
      | 'destinationWaitH'
      | 'cancelled'
      | 'actualLagMin'
    >,
    Omit<DocumentsInput, 'modo' | 'bookedAt'> {
  id: number;
  idCliente: number;
  idDossier: number | null;
  modo: ModoTransporte;
  /** Sea groupage (LCL): CFS milestones, no containers of its own. */
  lcl: boolean;
  origen: ShipmentPlace;
  destino: ShipmentPlace;
  /** Door pickup before the main leg (sea and air), and how it travels. */
  pickup: ShipmentPlace | null;
  pickupMode?: EmissionLegMode;
  /** Door delivery after the main leg (sea and air), and how it travels. */
  delivery: ShipmentPlace | null;
  deliveryMode?: EmissionLegMode;
  expedidor: string;
  destinatario: string;
  incoterm: string;
  mercancia: string;
  numeroReserva: string | null;
  codigoTransportista: string;
  transportista: string;
  viaje: string | null;
  /** Air freighter instead of belly capacity (emission factor). */
  freighter?: boolean;
  contenedores: Contenedor[];
  bultos: Bulto[];
  pesoBrutoKg: number;
  volumenM3: number;
}

/** Gross weight (to 0.1 kg) and volume (to the litre) of package lines. */
export function cargoTotals(lines: readonly Bulto[]): { pesoBrutoKg: number; volumenM3: number } {
  return {
    pesoBrutoKg: redondear(
      lines.reduce((sum, line) => sum + line.pesoBrutoKg, 0),
      1,
    ),
    volumenM3:
      Math.round(
        lines.reduce((sum, l) => sum + (l.largoCm * l.anchoCm * l.altoCm * l.cantidad) / 1e6, 0) * 1000,
      ) / 1000,
  };
}

/** Chargeable weight: air 1 m³ = 166.67 kg (÷ 6000), sea 1 m³ = 1 t (W/M), road 1 m³ = 333 kg; up to 0.5 kg. */
export function chargeableWeightKg(modo: ModoTransporte, pesoBrutoKg: number, volumenM3: number): number {
  const perM3 = modo === 'AEREO' ? 1_000_000 / 6000 : modo === 'MARITIMO' ? 1000 : 333;
  return Math.ceil(Math.max(pesoBrutoKg, volumenM3 * perM3) * 2) / 2;
}

/** The route columns shipments and dossiers store alike: each end's name, code and country. */
export const routeColumns = (origen: ShipmentPlace, destino: ShipmentPlace) => ({
  origen: origen.nombre,
  codigoOrigen: origen.codigo,
  paisOrigen: origen.pais,
  destino: destino.nombre,
  codigoDestino: destino.codigo,
  paisDestino: destino.pais,
});

/** A place as a point of a footprint leg. */
export const legPoint = (place: ShipmentPlace): LegPoint => ({
  codigo: place.codigo,
  nombre: place.nombre,
  lat: place.lat,
  lon: place.lon,
  ...(place.basin ? { basin: place.basin } : {}),
});

/** The legs of a shipment: optional pickup, the main leg, optional delivery. */
export function legsOf(plan: ShipmentPlan): PlannedLeg[] {
  const legs: PlannedLeg[] = [];
  const sea = plan.modo === 'MARITIMO';
  if (plan.pickup) {
    const modo = plan.pickupMode ?? 'TERRESTRE';
    legs.push({
      modo,
      origen: legPoint(plan.pickup),
      destino: legPoint(plan.origen),
      ...(sea && modo === 'TERRESTRE' && !plan.lcl ? { factor: 'ROAD_CONTAINER_DRAYAGE' as const } : {}),
    });
  }
  legs.push({
    modo: plan.modo,
    origen: legPoint(plan.origen),
    destino: legPoint(plan.destino),
    ...(plan.modo === 'AEREO' && plan.freighter ? { factor: 'AIR_FREIGHTER_LONG_HAUL' as const } : {}),
  });
  if (plan.delivery) {
    const modo = plan.deliveryMode ?? 'TERRESTRE';
    legs.push({
      modo,
      origen: legPoint(plan.destino),
      destino: legPoint(plan.delivery),
      ...(sea && modo === 'TERRESTRE' && !plan.lcl ? { factor: 'ROAD_CONTAINER_DRAYAGE' as const } : {}),
    });
  }
  return legs;
}

const placeLabel = (place: ShipmentPlace) => `${place.nombre} (${place.codigo})`;

/** The shipment row, its footprint row and the footprint's date, as they stand at `now`. */
export function buildShipment(
  plan: ShipmentPlan,
  now: Date,
): { partida: NewPartidaRow & { id: number }; huella: NewHuellaCarbonoRow } {
  const timeline = buildTimeline(
    {
      ...plan,
      doorDelivery: plan.delivery !== null,
      originPlace: placeLabel(plan.origen),
      destinationPlace: placeLabel(plan.destino),
    },
    now,
  );
  const documentos = buildDocuments(plan, timeline, now);
  const footprint: Footprint = computeFootprint(legsOf(plan), plan.pesoBrutoKg);
  const partida = {
    id: plan.id,
    numeroPartida: numeroPartida(plan.modo, plan.plannedDeparture, plan.id),
    idCliente: plan.idCliente,
    idDossier: plan.idDossier,
    modo: plan.modo,
    estado: timeline.estado,
    referenciaCliente: plan.referenciaCliente,
    documentoTransporte: plan.documentoTransporte,
    numeroReserva: plan.numeroReserva,
    ...routeColumns(plan.origen, plan.destino),
    expedidor: plan.expedidor,
    destinatario: plan.destinatario,
    incoterm: plan.incoterm,
    mercancia: plan.mercancia,
    bultos: plan.bultos.reduce((total, line) => total + line.cantidad, 0),
    pesoBrutoKg: plan.pesoBrutoKg,
    volumenM3: plan.volumenM3,
    pesoTasableKg: chargeableWeightKg(plan.modo, plan.pesoBrutoKg, plan.volumenM3),
    codigoTransportista: plan.codigoTransportista,
    transportista: plan.transportista,
    viaje: plan.viaje,
    etd: timeline.etd,
    eta: timeline.eta,
    atd: timeline.atd,
    ata: timeline.ata,
    retrasoHoras: timeline.retrasoHoras,
    // Boxes the carrier has not assigned yet have no number to list.
    contenedores: plan.contenedores.flatMap((c) => (c.numero ? [c.numero] : [])),
    hitos: timeline.hitos,
    contenedoresDetalle: plan.contenedores,
    bultosDetalle: plan.bultos,
    documentos,
    co2eKg: footprint.co2eWtwKg,
    fechaAlta: plan.bookedAt,
  };
  const huella: NewHuellaCarbonoRow = {
    idPartida: plan.id,
    idCliente: plan.idCliente,
    fecha: timeline.atd ?? timeline.etd,
    co2eWtwKg: footprint.co2eWtwKg,
    co2eWttKg: footprint.co2eWttKg,
    co2eTtwKg: footprint.co2eTtwKg,
    toneladasKm: footprint.toneladasKm,
    intensidadGCo2eTkm: footprint.intensidadGCo2eTkm,
    conjuntoFactores: footprint.conjuntoFactores,
    versionFactores: footprint.versionFactores,
    tramos: storeLegs(footprint),
  };
  return { partida, huella };
}
