import type { TipoDocumento, TipoFactura, Umbrales } from '@extranet/sdk/schemas';
import type { DocumentoAlmacenado } from '../db/schema/tracking';
import { DAY_MS, HOUR_MS } from '../lib/time';
import { isOpen, type StoredShipment, shipmentSummaryAt } from './partidas-estado';
import { type Phase, storedTemplates } from './partidas-timeline';

// "Needs attention": the rules that say a record needs its customer now, written once for the
// monitor's list (GET Monitor/ObtenerIncidencias) and for the events the scheduler raises
// (events/scheduler.ts), so both always agree. Pure: rows, thresholds and `now` in, findings out;
// no database, no clock. Every threshold is strict ("more than N days late", "expires in less than
// N days"): exactly at the threshold a record is not listed, a minute beyond it is.
//
// A milestone happened at its actual time or, while no actual was reported, at its latest estimate
// once that estimate has passed: the rule of domain/partidas-estado.ts that the tracking screens
// show, so a shipment is never "late" here while the timeline says it departed.

/** Documents a shipment needs before its main leg departs (customs at origin asks for them). */
export const DOCUMENTS_BEFORE_DEPARTURE: readonly TipoDocumento[] = ['FACTURA_COMERCIAL', 'PACKING_LIST'];

/** How long before the departure a missing document needs the customer (strictly less than this). */
export const DOCUMENTS_NOTICE_MS = 3 * DAY_MS;

/** What names a shipment in a finding. */
export interface ShipmentRef {
  idCliente: number;
  idPartida: number;
  numeroPartida: string;
  referenciaCliente: string | null;
}

/** A shipment as the rules read it: the stored facts of its state, and its documents. */
export interface ShipmentFacts extends StoredShipment {
  id: number;
  idCliente: number;
  numeroPartida: string;
  referenciaCliente: string | null;
  documentos: readonly DocumentoAlmacenado[];
}

export interface InvoiceFacts {
  id: number;
  idCliente: number;
  numeroFactura: string;
  tipo: TipoFactura;
  anulada: boolean;
  total: number;
  importePagado: number;
  moneda: string;
  /** Issue date, `YYYY-MM-DD`. */
  fecha: string;
  /** `YYYY-MM-DD`: payable through this day (UTC), overdue from the next. */
  fechaVencimiento: string;
}

/** A stock line with a lot and an expiry date. */
export interface LotFacts {
  id: number;
  idCliente: number;
  lote: string;
  codigoArticulo: string;
  codigoAlmacen: string;
  /** `YYYY-MM-DD`: the lot may not be used from this day on (UTC), as the warehouse blocks it. */
  fechaCaducidad: string;
}

/** One reason a record needs its customer, in data: the texts (attention-texts.ts) put it in words. */
export type Finding =
  | {
      tipo: 'RETRASO';
      motivo: 'HITO_VENCIDO';
      shipment: ShipmentRef;
      /** The milestone that should have happened. */
      codigo: string;
      planned: Date;
      /** Its estimate, when one is known (later than now: else it would have happened). */
      estimate: Date | null;
      /** now − planned. */
      lateMs: number;
    }
  | {
      tipo: 'RETRASO';
      motivo: 'ETA_TARDIA';
      shipment: ShipmentRef;
      /** The arrival milestone. */
      codigo: string;
      planned: Date;
      estimate: Date;
      /** estimate − planned. */
      lateMs: number;
    }
  | {
      tipo: 'CAMBIO_ETA';
      shipment: ShipmentRef;
      codigo: string;
      planned: Date;
      estimate: Date;
      /** estimate − planned: positive later, negative earlier. */
      movedMs: number;
    }
  | {
      tipo: 'DOCUMENTO_FALTANTE';
      shipment: ShipmentRef;
      /** The departure milestone. */
      codigo: string;
      departure: Date;
      missing: TipoDocumento[];
    }
  | {
      tipo: 'FACTURA_VENCIDA';
      invoice: InvoiceOverdue & {
        idCliente: number;
        idFactura: number;
        numeroFactura: string;
        total: number;
        moneda: string;
      };
    }
  | {
      tipo: 'STOCK_CADUCA';
      lot: LotExpiry & {
        idCliente: number;
        idExistencia: number;
        lote: string;
        codigoArticulo: string;
        codigoAlmacen: string;
      };
    };

// --- shipments ---------------------------------------------------------------------------------

/** A stored milestone with its phase and whether (and when) it has happened by `now`. */
interface MilestoneAt {
  codigo: string;
  phase: Phase | undefined;
  planned: Date | null;
  estimate: Date | null;
  happened: boolean;
}

const fromSeconds = (s: number | null): Date | null => (s === null ? null : new Date(s * 1000));

function milestonesAt(s: StoredShipment, now: Date): MilestoneAt[] {
  const nowS = now.getTime() / 1000;
  const lcl = s.modo === 'MARITIMO' && s.hitos.some(([codigo]) => codigo === 'STRP');
  const templates = storedTemplates(s.modo, lcl, s.hitos);
  return s.hitos.map(([codigo, planificada, estimada, real]) => ({
    codigo,
    phase: templates.find((t) => t.codigo === codigo)?.phase,
    planned: fromSeconds(planificada),
    estimate: fromSeconds(estimada),
    happened: real !== null || (estimada !== null && estimada <= nowS),
  }));
}

/** Whether the shipment is still on its way at `now` (not delivered, not cancelled). */
const stillOpen = (s: StoredShipment, now: Date): boolean =>
  s.estado !== 'CANCELADA' && isOpen(shipmentSummaryAt(s, now).estado);

/**
 * The milestone that should have happened and has not: the first one after the last that happened
 * (an earlier one without an actual, when a later one happened, is a gap in the feed, not a delay)
 * whose planned time has passed. How late it is, whatever the threshold; null when none is.
 */
export function overdueMilestone(
  s: StoredShipment,
  now: Date,
): { codigo: string; planned: Date; estimate: Date | null; lateMs: number } | null {
  if (!stillOpen(s, now)) return null;
  const milestones = milestonesAt(s, now);
  let last = -1;
  milestones.forEach((m, i) => {
    if (m.happened) last = i;
  });
  const next = milestones.slice(last + 1).find((m) => m.planned !== null);
  if (!next?.planned || next.planned.getTime() >= now.getTime()) return null;
  return {
    codigo: next.codigo,
    planned: next.planned,
    estimate: next.estimate,
    lateMs: now.getTime() - next.planned.getTime(),
  };
}

/** The main leg's arrival against its plan while it has not happened; null without both times. */
export function arrivalDrift(
  s: StoredShipment,
  now: Date,
): { codigo: string; planned: Date; estimate: Date; driftMs: number } | null {
  if (!stillOpen(s, now)) return null;
  const arrival = milestonesAt(s, now).findLast((m) => m.phase === 'ARR');
  if (!arrival || arrival.happened || !arrival.planned) return null;
  const estimate = arrival.estimate ?? s.eta;
  return {
    codigo: arrival.codigo,
    planned: arrival.planned,
    estimate,
    driftMs: estimate.getTime() - arrival.planned.getTime(),
  };
}

/** The documents missing when the main leg departs in less than three days (or should have). */
export function missingDocuments(
  s: ShipmentFacts,
  now: Date,
): { codigo: string; departure: Date; missing: TipoDocumento[] } | null {
  if (!stillOpen(s, now)) return null;
  const departure = milestonesAt(s, now).findLast((m) => m.phase === 'DEP');
  const when = departure?.estimate ?? departure?.planned;
  if (!departure || departure.happened || !when) return null;
  if (when.getTime() - now.getTime() >= DOCUMENTS_NOTICE_MS) return null;
  const present = new Set(s.documentos.map(([tipo]) => tipo));
  const missing = DOCUMENTS_BEFORE_DEPARTURE.filter((tipo) => !present.has(tipo));
  return missing.length === 0 ? null : { codigo: departure.codigo, departure: when, missing };
}

/** `ms` is more than `days` whole days: the delay threshold (strict). */
export const beyondDays = (ms: number, days: number): boolean => ms > days * DAY_MS;

/** `ms` (either way) is more than `hours`: the ETA-change threshold (strict). */
export const beyondHours = (ms: number, hours: number): boolean => Math.abs(ms) > hours * HOUR_MS;

export const shipmentRef = (s: ShipmentFacts): ShipmentRef => ({
  idCliente: s.idCliente,
  idPartida: s.id,
  numeroPartida: s.numeroPartida,
  referenciaCliente: s.referenciaCliente,
});

/**
 * What a shipment needs its customer for, under one user's thresholds: at most one delay (a milestone
 * overdue says more than a late estimate), an ETA change only when it is not already a delay, and
 * missing documents before the departure.
 */
export function shipmentFindings(s: ShipmentFacts, thresholds: Umbrales, now: Date): Finding[] {
  const shipment = shipmentRef(s);
  const findings: Finding[] = [];
  const overdue = overdueMilestone(s, now);
  const drift = arrivalDrift(s, now);
  if (overdue && beyondDays(overdue.lateMs, thresholds.retrasoDias)) {
    findings.push({ tipo: 'RETRASO', motivo: 'HITO_VENCIDO', shipment, ...overdue });
  } else if (drift && beyondDays(drift.driftMs, thresholds.retrasoDias)) {
    const { driftMs, ...rest } = drift;
    findings.push({ tipo: 'RETRASO', motivo: 'ETA_TARDIA', shipment, ...rest, lateMs: driftMs });
  } else if (drift && beyondHours(drift.driftMs, thresholds.cambioEtaHoras)) {
    const { driftMs, ...rest } = drift;
    findings.push({ tipo: 'CAMBIO_ETA', shipment, ...rest, movedMs: driftMs });
  }
  const documents = missingDocuments(s, now);
  if (documents) findings.push({ tipo: 'DOCUMENTO_FALTANTE', shipment, ...documents });
  return findings;
}

// --- invoices ----------------------------------------------------------------------------------

/** Midnight UTC starting day `YYYY-MM-DD`. */
export const startOfDay = (day: string): Date => new Date(`${day}T00:00:00Z`);

const round2 = (n: number) => Math.round(n * 100) / 100;

export interface InvoiceOverdue {
  fechaVencimiento: string;
  /** The first instant it was overdue: midnight UTC after the due date. */
  overdueSince: Date;
  /** Whole days since the due date (1 on the day after it). */
  daysOverdue: number;
  outstanding: number;
}

/**
 * Overdue: an invoice (a credit note is money owed to the customer), not cancelled, with something
 * outstanding, after its due date: the status the invoice list shows (routes/factura.ts `situacion`).
 */
export function invoiceOverdue(inv: InvoiceFacts, now: Date): InvoiceOverdue | null {
  if (inv.tipo !== 'FACTURA' || inv.anulada) return null;
  const outstanding = round2(inv.total - inv.importePagado);
  if (outstanding === 0) return null;
  const overdueSince = new Date(startOfDay(inv.fechaVencimiento).getTime() + DAY_MS);
  if (now.getTime() < overdueSince.getTime()) return null;
  const daysOverdue = Math.floor((now.getTime() - overdueSince.getTime()) / DAY_MS) + 1;
  return { fechaVencimiento: inv.fechaVencimiento, overdueSince, daysOverdue, outstanding };
}

export function invoiceFinding(inv: InvoiceFacts, now: Date): Finding | null {
  const overdue = invoiceOverdue(inv, now);
  if (!overdue) return null;
  return {
    tipo: 'FACTURA_VENCIDA',
    invoice: {
      ...overdue,
      idCliente: inv.idCliente,
      idFactura: inv.id,
      numeroFactura: inv.numeroFactura,
      total: inv.total,
      moneda: inv.moneda,
    },
  };
}

// --- lots --------------------------------------------------------------------------------------

export interface LotExpiry {
  fechaCaducidad: string;
  expiresAt: Date;
  /** expiresAt − now: zero or negative once expired. */
  remainingMs: number;
  /** Days left, rounded up (14 for anything from 13 days and a minute to 14 days); ≤ 0 once expired. */
  daysLeft: number;
}

export function lotExpiry(lot: LotFacts, now: Date): LotExpiry {
  const expiresAt = startOfDay(lot.fechaCaducidad);
  const remainingMs = expiresAt.getTime() - now.getTime();
  return {
    fechaCaducidad: lot.fechaCaducidad,
    expiresAt,
    remainingMs,
    daysLeft: Math.ceil(remainingMs / DAY_MS) || 0,
  };
}

/** Expires in less than `days` days, or has expired. */
export const expiresWithin = (expiry: LotExpiry, days: number): boolean => expiry.remainingMs < days * DAY_MS;

export function lotFinding(lot: LotFacts, thresholds: Umbrales, now: Date): Finding | null {
  const expiry = lotExpiry(lot, now);
  if (!expiresWithin(expiry, thresholds.caducidadDias)) return null;
  return {
    tipo: 'STOCK_CADUCA',
    lot: {
      ...expiry,
      idCliente: lot.idCliente,
      idExistencia: lot.id,
      lote: lot.lote,
      codigoArticulo: lot.codigoArticulo,
      codigoAlmacen: lot.codigoAlmacen,
    },
  };
}
