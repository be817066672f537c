import type { EstadoPartida, Hito, ModoTransporte } from '@extranet/sdk/schemas';
import {
  estadoDeRango,
  expandHito,
  expandHitos,
  type HitoAlmacenado,
  type LugaresHito,
  type Phase,
  plantillasDe,
  rangoDe,
} from './partidas-timeline';

// Where a shipment stands now, read from its milestones against the clock on every read, so that
// what the demo data planned last month has happened by today (in transit today, delivered
// tomorrow). The rule: a milestone happened at its actual time, or — while no actual was reported —
// at its latest estimate once that estimate has passed. The carriers' feed of actuals is exactly
// that correction; without it the estimate is the best knowledge there is.

const HOUR = 3_600_000;

/** The stored facts of a shipment that its current state follows from. */
export interface PartidaAlmacenada {
  estado: EstadoPartida;
  modo: ModoTransporte;
  /** Sea: none for groupage (LCL). */
  contenedores: readonly string[];
  origen: string;
  codigoOrigen: string;
  destino: string;
  codigoDestino: string;
  hitos: readonly HitoAlmacenado[];
  etd: Date;
  eta: Date;
  retrasoHoras: number;
}

/** The latest milestone that happened, as the tracking list shows it. */
export interface UltimoHito {
  codigo: string;
  descripcion: string;
  lugar: string;
  fecha: string;
}

export interface SituacionPartida {
  estado: EstadoPartida;
  etd: Date;
  eta: Date;
  atd: Date | null;
  ata: Date | null;
  /** Whole hours the arrival (actual, else estimated) runs behind the plan; 0 when on time. */
  retrasoHoras: number;
  /** The milestones, `real` filled in for every one that has happened by now. */
  hitos: Hito[];
  ultimoHito: UltimoHito | null;
}

const fecha = (seconds: number) => new Date(seconds * 1000);

/** The shipment as it stands at `now`, with its whole timeline (the detail call). */
export function situacionEn(p: PartidaAlmacenada, now: Date): SituacionPartida {
  const { situacion, stored, lugares } = evaluar(p, now);
  return { ...situacion, hitos: expandHitos(stored, lugares) };
}

/**
 * The shipment as it stands at `now` with only its latest milestone (the list calls): the same
 * answer as {@link situacionEn} without describing every milestone of every row.
 */
export function resumenEn(p: PartidaAlmacenada, now: Date): Omit<SituacionPartida, 'hitos'> {
  return evaluar(p, now).situacion;
}

/** Status, dates and latest milestone at `now`, and the milestones with what happened filled in. */
function evaluar(
  p: PartidaAlmacenada,
  now: Date,
): { situacion: Omit<SituacionPartida, 'hitos'>; stored: HitoAlmacenado[]; lugares: LugaresHito } {
  const nowS = now.getTime() / 1000;
  const cancelled = p.estado === 'CANCELADA';
  const lcl = p.modo === 'MARITIMO' && p.contenedores.length === 0;
  const templates = plantillasDe(p.modo, lcl, p.hitos);
  const phaseOf = (codigo: string): Phase | undefined => templates.find((t) => t.codigo === codigo)?.phase;
  let reached = -1;
  let etd = p.etd;
  let eta = p.eta;
  let atd: Date | null = null;
  let ata: Date | null = null;
  let etaPlan: number | null = null;
  let ultimo = -1;

  const stored: HitoAlmacenado[] = [];
  for (const [codigo, planificada, estimada, real] of p.hitos) {
    const ocurrido = real ?? (!cancelled && estimada !== null && estimada <= nowS ? estimada : null);
    stored.push([codigo, planificada, estimada, ocurrido]);
    if (ocurrido !== null) {
      reached = Math.max(reached, rangoDe(templates, codigo));
      if (ultimo < 0 || ocurrido >= stored[ultimo]![3]!) ultimo = stored.length - 1;
    }
    const phase = phaseOf(codigo);
    if (phase === 'DEP') {
      if (estimada !== null) etd = fecha(estimada);
      atd = ocurrido === null ? null : fecha(ocurrido);
    } else if (phase === 'ARR') {
      if (estimada !== null) eta = fecha(estimada);
      ata = ocurrido === null ? null : fecha(ocurrido);
      etaPlan = planificada;
    }
  }

  // A request the forwarder has not confirmed keeps its status until something happens.
  const pendiente = reached < 0 && (p.estado === 'SOLICITADA' || p.hitos.length === 0);
  const estado: EstadoPartida = cancelled ? 'CANCELADA' : pendiente ? p.estado : estadoDeRango(reached);
  let retrasoHoras = p.retrasoHoras;
  if (cancelled) retrasoHoras = 0;
  else if (etaPlan !== null)
    retrasoHoras = Math.max(0, Math.floor(((ata ?? eta).getTime() - etaPlan * 1000) / HOUR));

  const lugares: LugaresHito = {
    modo: p.modo,
    lcl,
    lugarOrigen: `${p.origen} (${p.codigoOrigen})`,
    lugarDestino: `${p.destino} (${p.codigoDestino})`,
  };
  const last = ultimo < 0 ? undefined : expandHito(stored[ultimo]!, ultimo, templates, lugares);
  const ultimoHito = last?.real
    ? { codigo: last.codigo, descripcion: last.descripcion, lugar: last.lugar, fecha: last.real }
    : null;
  return { situacion: { estado, etd, eta, atd, ata, retrasoHoras, ultimoHito }, stored, lugares };
}

/** True while the shipment is still on its way (the active tracking list). */
export const abierta = (estado: EstadoPartida): boolean => estado !== 'ENTREGADA' && estado !== 'CANCELADA';
