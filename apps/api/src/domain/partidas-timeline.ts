import type { EstadoPartida, Hito, ModoTransporte, TipoDocumento } from '@extranet/sdk/schemas';
import type { DocumentoAlmacenado, HitoAlmacenado } from '../db/schema/tracking';
import { isoString } from '../lib/dates';
import { HOUR_MS, MINUTE_MS } from '../lib/time';

// One timeline per shipment whatever the mode (IATA Cargo-IMP codes for air, DCSA event codes for sea
// and road), with planned, estimated and actual times, and the status, ETD/ETA/ATD/ATA and delay
// that follow from it at a given "now". The seed and a confirmed booking (partidas-booking.ts) both
// build shipments through here, so a confirmed request looks like any other shipment.

/** Where the shipment is in its life: the status follows from the last phase that happened. */
export type Phase = 'BOOK' | 'PRE' | 'DEP' | 'ARR' | 'POST' | 'FINAL';

export interface MilestoneTemplate {
  codigo: string;
  descripcion: string;
  /** Origin or destination side (where it happens). */
  side: 'O' | 'D';
  phase: Phase;
  /** Hours from the planned departure (BOOK, PRE, DEP) or arrival (ARR, POST, FINAL). */
  offsetH: number;
}

const AIR: readonly MilestoneTemplate[] = [
  { codigo: 'BKD', descripcion: 'Booked', side: 'O', phase: 'BOOK', offsetH: 0 },
  { codigo: 'RCS', descripcion: 'Received from shipper', side: 'O', phase: 'PRE', offsetH: -20 },
  { codigo: 'MAN', descripcion: 'Manifested', side: 'O', phase: 'PRE', offsetH: -3 },
  { codigo: 'DEP', descripcion: 'Departed', side: 'O', phase: 'DEP', offsetH: 0 },
  { codigo: 'ARR', descripcion: 'Arrived', side: 'D', phase: 'ARR', offsetH: 0 },
  { codigo: 'RCF', descripcion: 'Received from flight', side: 'D', phase: 'POST', offsetH: 3 },
  { codigo: 'NFD', descripcion: 'Consignee notified', side: 'D', phase: 'POST', offsetH: 5 },
  { codigo: 'AWD', descripcion: 'Documents delivered to consignee', side: 'D', phase: 'POST', offsetH: 8 },
  { codigo: 'CCD', descripcion: 'Customs cleared', side: 'D', phase: 'POST', offsetH: 26 },
  { codigo: 'DLV', descripcion: 'Delivered', side: 'D', phase: 'FINAL', offsetH: 44 },
];

const SEA_FCL: readonly MilestoneTemplate[] = [
  { codigo: 'STUF', descripcion: 'Container stuffed at shipper', side: 'O', phase: 'PRE', offsetH: -100 },
  { codigo: 'GTIN', descripcion: 'Gate in at terminal, full', side: 'O', phase: 'PRE', offsetH: -72 },
  { codigo: 'LOAD', descripcion: 'Loaded on board', side: 'O', phase: 'PRE', offsetH: -10 },
  { codigo: 'DEPA', descripcion: 'Vessel departure', side: 'O', phase: 'DEP', offsetH: 0 },
  { codigo: 'ARRI', descripcion: 'Vessel arrival', side: 'D', phase: 'ARR', offsetH: 0 },
  { codigo: 'DISC', descripcion: 'Discharged from vessel', side: 'D', phase: 'POST', offsetH: 12 },
  { codigo: 'GTOT', descripcion: 'Gate out from terminal, full', side: 'D', phase: 'POST', offsetH: 70 },
  { codigo: 'DROP', descripcion: 'Delivered to consignee', side: 'D', phase: 'FINAL', offsetH: 90 },
];

const SEA_LCL: readonly MilestoneTemplate[] = [
  { codigo: 'GTIN', descripcion: 'Cargo received at origin CFS', side: 'O', phase: 'PRE', offsetH: -120 },
  {
    codigo: 'STUF',
    descripcion: 'Stuffed in consolidation container',
    side: 'O',
    phase: 'PRE',
    offsetH: -96,
  },
  { codigo: 'LOAD', descripcion: 'Loaded on board', side: 'O', phase: 'PRE', offsetH: -10 },
  { codigo: 'DEPA', descripcion: 'Vessel departure', side: 'O', phase: 'DEP', offsetH: 0 },
  { codigo: 'ARRI', descripcion: 'Vessel arrival', side: 'D', phase: 'ARR', offsetH: 0 },
  { codigo: 'DISC', descripcion: 'Discharged from vessel', side: 'D', phase: 'POST', offsetH: 12 },
  { codigo: 'STRP', descripcion: 'Stripped at destination CFS', side: 'D', phase: 'POST', offsetH: 60 },
  { codigo: 'DROP', descripcion: 'Delivered to consignee', side: 'D', phase: 'FINAL', offsetH: 110 },
];

const ROAD: readonly MilestoneTemplate[] = [
  { codigo: 'PICK', descripcion: 'Picked up at shipper', side: 'O', phase: 'PRE', offsetH: -2 },
  { codigo: 'DEPA', descripcion: 'Truck departed', side: 'O', phase: 'DEP', offsetH: 0 },
  { codigo: 'ARRI', descripcion: 'Truck arrived at destination', side: 'D', phase: 'ARR', offsetH: 0 },
  { codigo: 'DROP', descripcion: 'Delivered to consignee', side: 'D', phase: 'FINAL', offsetH: 2 },
];

const PHASE_RANK: Record<Phase, number> = { BOOK: 0, PRE: 1, DEP: 2, ARR: 3, POST: 4, FINAL: 5 };
const STATUS_BY_RANK: readonly EstadoPartida[] = [
  'RESERVADA',
  'EN_ORIGEN',
  'EN_TRANSITO',
  'EN_DESTINO',
  'EN_DESTINO',
  'ENTREGADA',
];

const fromSeconds = (value: number | null): string | null =>
  value === null ? null : isoString(value * 1000);

/** The actual time of the first of `codigos` that happened, from stored milestones. */
export function firstActual(stored: readonly HitoAlmacenado[], ...codigos: string[]): Date | undefined {
  for (const codigo of codigos) {
    const hito = stored.find((h) => h[0] === codigo && h[3] !== null);
    if (hito) return new Date(hito[3]! * 1000);
  }
  return undefined;
}

/** The templates of a stored shipment's milestones (sea: groupage or not, port or door delivery). */
export function storedTemplates(
  modo: ModoTransporte,
  lcl: boolean,
  stored: readonly HitoAlmacenado[],
): readonly MilestoneTemplate[] {
  if (modo === 'AEREO') return AIR;
  if (modo === 'TERRESTRE') return ROAD;
  if (lcl) return SEA_LCL;
  return stored.some((h) => h[0] === 'DROP') ? SEA_FCL : SEA_FCL_PORT;
}

/** The rank of a milestone's phase (0 booked … 5 delivered), -1 for a code the mode does not know. */
export const phaseRank = (templates: readonly MilestoneTemplate[], codigo: string): number => {
  const template = templates.find((t) => t.codigo === codigo);
  return template ? PHASE_RANK[template.phase] : -1;
};

/** The status a shipment has reached at phase rank `rank` (-1: nothing happened yet). */
export const statusOfRank = (rank: number): EstadoPartida => STATUS_BY_RANK[Math.max(0, rank)]!;

/** The milestones of a stored shipment in the SDK's shape, `real` as given (see partidas-estado.ts). */
export function expandMilestones(stored: readonly HitoAlmacenado[], shipment: MilestonePlaces): Hito[] {
  const templates = storedTemplates(shipment.modo, shipment.lcl, stored);
  return stored.map((hito, i) => expandMilestone(hito, i, templates, shipment));
}

/** Where a shipment's milestones happen: origin-side ones at the origin, the rest at the destination. */
export interface MilestonePlaces {
  modo: ModoTransporte;
  lcl: boolean;
  originPlace: string;
  destinationPlace: string;
}

/** One stored milestone (the `index`-th) as the API shows it, described by its mode's templates. */
export function expandMilestone(
  [codigo, planificada, estimada, real]: HitoAlmacenado,
  index: number,
  templates: readonly MilestoneTemplate[],
  shipment: MilestonePlaces,
): Hito {
  return {
    id: index + 1,
    codigo,
    ...describeMilestone(codigo, templates, shipment),
    planificada: fromSeconds(planificada),
    estimada: fromSeconds(estimada),
    real: fromSeconds(real),
  };
}

/** What a milestone code reads as, and where it happens, for this shipment. */
export function describeMilestone(
  codigo: string,
  templates: readonly MilestoneTemplate[],
  shipment: Pick<MilestonePlaces, 'originPlace' | 'destinationPlace'>,
): { descripcion: string; lugar: string } {
  const template = templates.find((t) => t.codigo === codigo);
  return {
    descripcion: template?.descripcion ?? codigo,
    lugar: template?.side === 'D' ? shipment.destinationPlace : shipment.originPlace,
  };
}

/** What the timeline needs to know about a shipment. */
export interface TimelineInput {
  modo: ModoTransporte;
  /** Sea only: groupage (LCL) has CFS events instead of container ones. */
  lcl?: boolean;
  /** Sea only: delivered to the consignee's door (else the last event is the terminal gate-out). */
  doorDelivery?: boolean;
  originPlace: string;
  destinationPlace: string;
  bookedAt: Date;
  plannedDeparture: Date;
  plannedArrival: Date;
  /** Hours the departure runs late (0: on time). */
  departureDelayH?: number;
  /** Hours the arrival runs late against the plan (may be less than the departure delay). */
  arrivalDelayH?: number;
  /** Extra hours at destination (customs inspection, consignee not ready) after arrival. */
  destinationWaitH?: number;
  cancelled?: boolean;
  /** Minutes an actual event happened after its last estimate, by milestone index (0–45). */
  actualLagMin?: (index: number) => number;
}

/** Status and dates of a shipment at a given time. */
export interface ShipmentDates {
  estado: EstadoPartida;
  etd: Date;
  eta: Date;
  atd: Date | null;
  ata: Date | null;
  /** Whole hours the arrival (actual, else estimated) runs behind the plan; 0 when on time. */
  retrasoHoras: number;
}

export interface Timeline extends ShipmentDates {
  /** Stored form (see {@link HitoAlmacenado}); {@link expandMilestones} gives the SDK's shape. */
  hitos: HitoAlmacenado[];
  /** Actual time (epoch ms) of each milestone code that happened (for documents and dossier events). */
  actuals: Readonly<Record<string, number>>;
}

function templatesFor(
  input: Pick<TimelineInput, 'modo' | 'lcl' | 'doorDelivery'>,
): readonly MilestoneTemplate[] {
  if (input.modo === 'AEREO') return AIR;
  if (input.modo === 'TERRESTRE') return ROAD;
  if (input.lcl) return SEA_LCL;
  return input.doorDelivery ? SEA_FCL : SEA_FCL_PORT;
}

/** Port-to-port: the consignee collects the container; the gate-out ends the shipment. */
const SEA_FCL_PORT: readonly MilestoneTemplate[] = SEA_FCL.filter((t) => t.codigo !== 'DROP').map((t) =>
  t.codigo === 'GTOT' ? { ...t, phase: 'FINAL' as const } : t,
);

/** Every template a shipment of each mode may follow (see {@link storedTemplates}). */
export const TEMPLATES_BY_MODE: Readonly<Record<ModoTransporte, readonly (readonly MilestoneTemplate[])[]>> =
  {
    AEREO: [AIR],
    MARITIMO: [SEA_FCL, SEA_FCL_PORT, SEA_LCL],
    TERRESTRE: [ROAD],
  };

const seconds = (ms: number) => Math.floor(ms / 1000);

/** Milestones, status and dates of a shipment as they stand at `now`. */
export function buildTimeline(input: TimelineInput, now: Date): Timeline {
  const depDelay = (input.departureDelayH ?? 0) * HOUR_MS;
  const arrDelay = (input.arrivalDelayH ?? input.departureDelayH ?? 0) * HOUR_MS;
  const wait = (input.destinationWaitH ?? 0) * HOUR_MS;
  const nowMs = now.getTime();
  const plannedDeparture = input.plannedDeparture.getTime();
  const plannedArrival = input.plannedArrival.getTime();
  const actuals: Record<string, number> = {};
  let reached = -1;
  let etd = plannedDeparture;
  let eta = plannedArrival;
  let atd: number | null = null;
  let ata: number | null = null;

  const templates = templatesFor(input);
  const hitos: HitoAlmacenado[] = [];
  for (let index = 0; index < templates.length; index++) {
    const t = templates[index]!;
    const departureSide = t.phase === 'BOOK' || t.phase === 'PRE' || t.phase === 'DEP';
    const planned =
      t.phase === 'BOOK'
        ? input.bookedAt.getTime()
        : (departureSide ? plannedDeparture : plannedArrival) + t.offsetH * HOUR_MS;
    let estimated = planned;
    if (t.phase === 'DEP' || (t.phase === 'PRE' && t.offsetH > -24)) estimated += depDelay;
    if (!departureSide) estimated += arrDelay;
    if ((t.phase === 'POST' || t.phase === 'FINAL') && t.offsetH >= 24) estimated += wait;
    const actual = estimated + (t.phase === 'BOOK' ? 0 : (input.actualLagMin?.(index) ?? 0) * MINUTE_MS);
    // A cancelled shipment keeps its booking and nothing after it.
    const happened = actual <= nowMs && (!input.cancelled || t.phase === 'BOOK');
    if (happened) {
      reached = Math.max(reached, PHASE_RANK[t.phase]);
      actuals[t.codigo] = actual;
    }
    if (t.phase === 'DEP') {
      etd = estimated;
      atd = happened ? actual : null;
    } else if (t.phase === 'ARR') {
      eta = estimated;
      ata = happened ? actual : null;
    }
    hitos.push([
      t.codigo,
      seconds(planned),
      input.cancelled && !happened ? null : seconds(estimated),
      happened ? seconds(actual) : null,
    ]);
  }

  const estado: EstadoPartida = input.cancelled ? 'CANCELADA' : STATUS_BY_RANK[Math.max(0, reached)]!;
  // Whole hours late: arriving 45 minutes after the plan is still on time.
  const retrasoHoras = input.cancelled
    ? 0
    : Math.max(0, Math.floor(((ata ?? eta) - plannedArrival) / HOUR_MS));
  return {
    hitos,
    estado,
    etd: new Date(etd),
    eta: new Date(eta),
    atd: atd === null ? null : new Date(atd),
    ata: ata === null ? null : new Date(ata),
    retrasoHoras,
    actuals,
  };
}

/** What the document list needs besides the timeline. */
export interface DocumentsInput {
  modo: ModoTransporte;
  documentoTransporte: string | null;
  referenciaCliente: string | null;
  bookedAt: Date;
  /** A house AWB under a master (air consolidation). */
  hawb?: string | null;
  certificateOfOrigin?: boolean;
  /** Customs declarations are lodged (export at origin, import at destination). */
  exportDeclared?: boolean;
  importDeclared?: boolean;
}

/** The shipment's documents that exist at `now` (each appears when its event happened), stored form. */
export function buildDocuments(input: DocumentsInput, timeline: Timeline, now: Date): DocumentoAlmacenado[] {
  const docs: [TipoDocumento, number | undefined, string][] = [];
  const { actuals } = timeline;
  const ref = input.referenciaCliente ?? input.documentoTransporte;
  const after = (ms: number | undefined, hours: number) =>
    ms === undefined ? undefined : ms + hours * HOUR_MS;
  const booked = input.bookedAt.getTime() + 4 * HOUR_MS;
  docs.push(['FACTURA_COMERCIAL', booked, ref ? `Commercial invoice ${ref}.pdf` : 'Commercial invoice.pdf']);
  docs.push(['PACKING_LIST', booked, ref ? `Packing list ${ref}.pdf` : 'Packing list.pdf']);
  const departed = actuals.DEP ?? actuals.DEPA;
  const arrived = actuals.ARR ?? actuals.ARRI;
  const firstPre = actuals.RCS ?? actuals.GTIN ?? actuals.STUF ?? actuals.PICK;
  if (input.certificateOfOrigin)
    docs.push(['CERTIFICADO_ORIGEN', after(firstPre, 2), 'Certificate of origin.pdf']);
  if (input.exportDeclared) docs.push(['DUA', after(firstPre, 6), 'Export declaration (DUA).pdf']);
  const transport = input.documentoTransporte ?? '';
  if (input.modo === 'MARITIMO') {
    docs.push(['BL', after(departed, 20), `Bill of lading ${transport}.pdf`]);
  } else if (input.modo === 'AEREO') {
    docs.push(['AWB', actuals.MAN, `Air waybill ${transport}.pdf`]);
    if (input.hawb) docs.push(['HAWB', actuals.MAN, `House air waybill ${input.hawb}.pdf`]);
  } else {
    docs.push(['CMR', actuals.PICK, `CMR ${transport}.pdf`]);
  }
  if (input.importDeclared) docs.push(['DUA', after(arrived, 10), 'Import declaration (DUA).pdf']);
  const delivered =
    actuals.DLV ?? actuals.DROP ?? (timeline.estado === 'ENTREGADA' ? actuals.GTOT : undefined);
  if (delivered !== undefined) docs.push(['POD', delivered + 6 * HOUR_MS, 'Proof of delivery.pdf']);
  const nowMs = now.getTime();
  return docs
    .filter((doc): doc is [TipoDocumento, number, string] => doc[1] !== undefined && doc[1] <= nowMs)
    .sort((a, b) => a[1] - b[1])
    .map(([tipo, fecha, nombre]) => [tipo, seconds(fecha), nombre]);
}
