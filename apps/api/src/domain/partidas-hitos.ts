import type { ModoTransporte } from '@extranet/sdk/schemas';
import type { HitoAlmacenado } from '../db/schema/tracking';
import { HOUR_MS } from '../lib/time';
import { type Phase, storedTemplates } from './partidas-timeline';

// A milestone reported by the provider's systems (Integracion/RegistrarHito), applied to the
// shipment's stored timeline: the code's actual time, and a new estimate of the arrival. What the
// shipment's status, ETD/ETA/ATD/ATA and delay are follows from the timeline on every read
// (partidas-estado.ts), so the lists and the monitor show it at once. Pure: no clock, no database.

/** The stored facts a posted milestone changes. */
export interface PostedShipment {
  modo: ModoTransporte;
  hitos: readonly HitoAlmacenado[];
  eta: Date;
}

export interface PostedMilestone {
  codigo: string;
  fecha: Date;
  /** A new estimate of the arrival. */
  estimada?: Date | null;
}

/** The event a milestone of each phase raises: the main leg's departure and arrival, the delivery. */
const EVENT_OF_PHASE: Partial<Record<Phase, 'SALIDA' | 'LLEGADA' | 'ENTREGA'>> = {
  DEP: 'SALIDA',
  ARR: 'LLEGADA',
  FINAL: 'ENTREGA',
};

export interface AppliedMilestone {
  hitos: HitoAlmacenado[];
  eta: Date;
  /** SALIDA, LLEGADA or ENTREGA when the code is the main leg's departure, arrival or the delivery. */
  event: 'SALIDA' | 'LLEGADA' | 'ENTREGA' | null;
  /** The arrival's estimate before and after, when `estimada` moved it. */
  etaChange: { before: Date; after: Date } | null;
  /** The planned arrival, when the timeline has one (the delay is measured from it). */
  plannedArrival: Date | null;
}

const seconds = (date: Date) => Math.round(date.getTime() / 1000);

/** The shipment's timeline codes: a posted code must be one of them (else 400 naming `codigo`). */
export const timelineCodes = (p: PostedShipment): string[] => p.hitos.map(([codigo]) => codigo);

/**
 * The timeline with the milestone's actual time (the first stored milestone of that code) and, with
 * `estimada`, the arrival's estimate; undefined when the code is not in the shipment's timeline.
 */
export function applyMilestone(p: PostedShipment, posted: PostedMilestone): AppliedMilestone | undefined {
  const index = p.hitos.findIndex(([codigo]) => codigo === posted.codigo);
  if (index < 0) return undefined;
  const lcl = p.modo === 'MARITIMO' && p.hitos.some(([codigo]) => codigo === 'STRP');
  const templates = storedTemplates(p.modo, lcl, p.hitos);
  const phaseOf = (codigo: string) => templates.find((t) => t.codigo === codigo)?.phase;
  const hitos = p.hitos.map((h) => [...h] as HitoAlmacenado);
  hitos[index]![3] = seconds(posted.fecha);

  const arrival = hitos.find(([codigo]) => phaseOf(codigo) === 'ARR');
  const plannedArrival = arrival?.[1] == null ? null : new Date(arrival[1] * 1000);
  let eta = p.eta;
  let etaChange: AppliedMilestone['etaChange'] = null;
  if (posted.estimada && arrival) {
    const before = arrival[2] === null ? p.eta : new Date(arrival[2] * 1000);
    arrival[2] = seconds(posted.estimada);
    eta = posted.estimada;
    if (seconds(before) !== seconds(posted.estimada)) etaChange = { before, after: posted.estimada };
  }
  return {
    hitos,
    eta,
    event: EVENT_OF_PHASE[phaseOf(posted.codigo) ?? 'PRE'] ?? null,
    etaChange,
    plannedArrival,
  };
}

/** Hours from `from` to `to` (negative when earlier), to the tenth. */
export const hoursBetween = (from: Date, to: Date): number =>
  Math.round(((to.getTime() - from.getTime()) / HOUR_MS) * 10) / 10;
