import type { Bulto, Contenedor, ModoTransporte } from '@extranet/sdk/schemas';
import type { NewHuellaCarbonoRow } from '../db/schema/huellaCarbono';
import type { NewPartidaRow } from '../db/schema/tracking';
import type { EmissionLegMode } from '../reference/emission-factors';
import type { SeaBasin } from '../reference/geo';
import {
  computeFootprint,
  type HuellaCalculada,
  type PuntoTramo,
  storeTramos,
  type TramoPlan,
} from './huellaCarbono';
import { numeroPartida } from './identificadores';
import { buildDocumentos, buildTimeline } from './partidas-timeline';

// The one place that turns a shipment's plan (route, parties, cargo, dates) into the stored shipment
// with its timeline, documents and carbon footprint. The demo seed and `createPartida` (partidas.ts,
// called when a transport request is booked) both go through `buildPartida`.

/** A port (sea), airport (air) or city (road, pickup, delivery) with its coordinates. */
export interface LugarPartida {
  /** UN/LOCODE for ports and cities, IATA code for airports. */
  codigo: string;
  nombre: string;
  /** ISO 3166-1 alpha-2. */
  pais: string;
  lat: number;
  lon: number;
  basin?: SeaBasin;
}

/** Everything a shipment is built from. Dates and delays decide its status at `now`. */
export interface PlanPartida {
  id: number;
  idCliente: number;
  idDossier: number | null;
  modo: ModoTransporte;
  /** Sea groupage (LCL): CFS milestones, no containers of its own. */
  lcl: boolean;
  origen: LugarPartida;
  destino: LugarPartida;
  /** Door pickup before the main leg (sea and air), and how it travels. */
  recogida: LugarPartida | null;
  modoRecogida?: EmissionLegMode;
  /** Door delivery after the main leg (sea and air), and how it travels. */
  entrega: LugarPartida | null;
  modoEntrega?: EmissionLegMode;
  expedidor: string;
  destinatario: string;
  incoterm: string;
  mercancia: string;
  referenciaCliente: string | null;
  numeroReserva: string | null;
  documentoTransporte: string | null;
  hawb?: string | null;
  codigoTransportista: string;
  transportista: string;
  viaje: string | null;
  /** Air freighter instead of belly capacity (emission factor). */
  carguero?: boolean;
  contenedores: Contenedor[];
  bultos: Bulto[];
  pesoBrutoKg: number;
  volumenM3: number;
  fechaReserva: Date;
  etdPlan: Date;
  etaPlan: Date;
  retrasoSalidaH?: number;
  retrasoLlegadaH?: number;
  esperaDestinoH?: number;
  cancelada?: boolean;
  retrasoRealMin?: (index: number) => number;
  certificadoOrigen?: boolean;
  aduanaExportacion?: boolean;
  aduanaImportacion?: boolean;
}

/** Chargeable weight: air 1 m³ = 166.67 kg (÷ 6000), sea 1 m³ = 1 t (W/M), road 1 m³ = 333 kg; up to 0.5 kg. */
export function pesoTasable(modo: ModoTransporte, pesoBrutoKg: number, volumenM3: number): number {
  const perM3 = modo === 'AEREO' ? 1_000_000 / 6000 : modo === 'MARITIMO' ? 1000 : 333;
  return Math.ceil(Math.max(pesoBrutoKg, volumenM3 * perM3) * 2) / 2;
}

/** A place as a point of a footprint leg. */
/** The route columns shipments and dossiers store alike: each end's name, code and country. */
export const rutaColumns = (origen: LugarPartida, destino: LugarPartida) => ({
  origen: origen.nombre,
  codigoOrigen: origen.codigo,
  paisOrigen: origen.pais,
  destino: destino.nombre,
  codigoDestino: destino.codigo,
  paisDestino: destino.pais,
});

export const punto = (lugar: LugarPartida): PuntoTramo => ({
  codigo: lugar.codigo,
  nombre: lugar.nombre,
  lat: lugar.lat,
  lon: lugar.lon,
  ...(lugar.basin ? { basin: lugar.basin } : {}),
});

/** The legs of a shipment: optional pickup, the main leg, optional delivery. */
export function tramosDe(plan: PlanPartida): TramoPlan[] {
  const legs: TramoPlan[] = [];
  const sea = plan.modo === 'MARITIMO';
  if (plan.recogida) {
    const modo = plan.modoRecogida ?? 'TERRESTRE';
    legs.push({
      modo,
      origen: punto(plan.recogida),
      destino: punto(plan.origen),
      ...(sea && modo === 'TERRESTRE' && !plan.lcl ? { factor: 'ROAD_CONTAINER_DRAYAGE' as const } : {}),
    });
  }
  legs.push({
    modo: plan.modo,
    origen: punto(plan.origen),
    destino: punto(plan.destino),
    ...(plan.modo === 'AEREO' && plan.carguero ? { factor: 'AIR_FREIGHTER_LONG_HAUL' as const } : {}),
  });
  if (plan.entrega) {
    const modo = plan.modoEntrega ?? 'TERRESTRE';
    legs.push({
      modo,
      origen: punto(plan.destino),
      destino: punto(plan.entrega),
      ...(sea && modo === 'TERRESTRE' && !plan.lcl ? { factor: 'ROAD_CONTAINER_DRAYAGE' as const } : {}),
    });
  }
  return legs;
}

const lugarTexto = (lugar: LugarPartida) => `${lugar.nombre} (${lugar.codigo})`;

/** The shipment row, its footprint row and the footprint's date, as they stand at `now`. */
export function buildPartida(
  plan: PlanPartida,
  now: Date,
): { partida: NewPartidaRow & { id: number }; huella: NewHuellaCarbonoRow } {
  const timeline = buildTimeline(
    {
      modo: plan.modo,
      lcl: plan.lcl,
      entregaPuerta: plan.entrega !== null,
      lugarOrigen: lugarTexto(plan.origen),
      lugarDestino: lugarTexto(plan.destino),
      fechaReserva: plan.fechaReserva,
      etdPlan: plan.etdPlan,
      etaPlan: plan.etaPlan,
      retrasoSalidaH: plan.retrasoSalidaH ?? 0,
      retrasoLlegadaH: plan.retrasoLlegadaH ?? plan.retrasoSalidaH ?? 0,
      esperaDestinoH: plan.esperaDestinoH ?? 0,
      cancelada: plan.cancelada ?? false,
      ...(plan.retrasoRealMin ? { retrasoRealMin: plan.retrasoRealMin } : {}),
    },
    now,
  );
  const documentos = buildDocumentos(
    {
      modo: plan.modo,
      documentoTransporte: plan.documentoTransporte,
      referenciaCliente: plan.referenciaCliente,
      fechaReserva: plan.fechaReserva,
      hawb: plan.hawb ?? null,
      certificadoOrigen: plan.certificadoOrigen ?? false,
      aduanaExportacion: plan.aduanaExportacion ?? false,
      aduanaImportacion: plan.aduanaImportacion ?? false,
    },
    timeline,
    now,
  );
  const footprint: HuellaCalculada = computeFootprint(tramosDe(plan), plan.pesoBrutoKg);
  const partida = {
    id: plan.id,
    numeroPartida: numeroPartida(plan.modo, plan.etdPlan, plan.id),
    idCliente: plan.idCliente,
    idDossier: plan.idDossier,
    modo: plan.modo,
    estado: timeline.estado,
    referenciaCliente: plan.referenciaCliente,
    documentoTransporte: plan.documentoTransporte,
    numeroReserva: plan.numeroReserva,
    ...rutaColumns(plan.origen, plan.destino),
    expedidor: plan.expedidor,
    destinatario: plan.destinatario,
    incoterm: plan.incoterm,
    mercancia: plan.mercancia,
    bultos: plan.bultos.reduce((total, line) => total + line.cantidad, 0),
    pesoBrutoKg: plan.pesoBrutoKg,
    volumenM3: plan.volumenM3,
    pesoTasableKg: pesoTasable(plan.modo, plan.pesoBrutoKg, plan.volumenM3),
    codigoTransportista: plan.codigoTransportista,
    transportista: plan.transportista,
    viaje: plan.viaje,
    etd: timeline.etd,
    eta: timeline.eta,
    atd: timeline.atd,
    ata: timeline.ata,
    retrasoHoras: timeline.retrasoHoras,
    contenedores: plan.contenedores.map((c) => c.numero),
    hitos: timeline.hitos,
    contenedoresDetalle: plan.contenedores,
    bultosDetalle: plan.bultos,
    documentos,
    co2eKg: footprint.co2eWtwKg,
    fechaAlta: plan.fechaReserva,
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
    tramos: storeTramos(footprint),
  };
  return { partida, huella };
}
