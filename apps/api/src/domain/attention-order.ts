import type { GravedadIncidencia, TipoIncidencia, Umbrales } from '@extranet/sdk/schemas';
import { DAY_MS } from '../lib/time';
import { DOCUMENTS_NOTICE_MS, type Finding, startOfDay } from './attention';

// The order of the attention list: what matters now first. A list led by invoices overdue for a year
// and a half tells a customer nothing new; what changed lately, and what still can be acted on, does.
// Each finding gets the instant it started to need the customer (`desde`: when it passed the user's
// threshold, the instant its event was raised, events/scheduler.ts) and a severity:
//   ALTA   acting now still helps: a shipment late (for less than a month), a document missing
//          before a departure, a lot about to expire
//   MEDIA  to know and to follow: the ETA slipped, an invoice overdue for a month or less
//   BAJA   long-standing: anything that started more than a month ago, a lot already expired
// The list is by severity, then newest `desde` first, then by type and reference (stable).

/** After this long a reason is long-standing (BAJA), whatever it is. */
export const LONG_STANDING_MS = 30 * DAY_MS;

/** When the finding started to need the customer, under `thresholds`, at `now` (never after it). */
export function findingSince(f: Finding, thresholds: Umbrales, now: Date): Date {
  const at = (ms: number) => new Date(Math.min(ms, now.getTime()));
  switch (f.tipo) {
    case 'RETRASO':
      // A late estimate is late as long as it stands: since when is not known, so now.
      return f.motivo === 'HITO_VENCIDO' ? at(f.planned.getTime() + thresholds.retrasoDias * DAY_MS) : now;
    case 'CAMBIO_ETA':
      return now;
    case 'DOCUMENTO_FALTANTE':
      return at(f.departure.getTime() - DOCUMENTS_NOTICE_MS);
    case 'FACTURA_VENCIDA':
      return at(f.invoice.overdueSince.getTime());
    case 'STOCK_CADUCA':
      return at(f.lot.expiresAt.getTime() - thresholds.caducidadDias * DAY_MS);
  }
}

/**
 * Whether a finding's start is known: a standing late estimate and a slipped ETA have no instant of
 * their own (`findingSince` ranks them as now), so the list sends no `desde` for them rather than a
 * "since" that moves with every call.
 */
export const startKnown = (f: Finding): boolean =>
  !(f.tipo === 'CAMBIO_ETA' || (f.tipo === 'RETRASO' && f.motivo !== 'HITO_VENCIDO'));

export function severityOf(f: Finding, since: Date, now: Date): GravedadIncidencia {
  if (now.getTime() - since.getTime() > LONG_STANDING_MS) return 'BAJA';
  switch (f.tipo) {
    case 'RETRASO':
    case 'DOCUMENTO_FALTANTE':
      return 'ALTA';
    case 'STOCK_CADUCA':
      return f.lot.remainingMs > 0 ? 'ALTA' : 'BAJA';
    default:
      return 'MEDIA';
  }
}

/** The instant a finding turns on: the planned milestone, the new arrival, the departure, the due date, the expiry. */
export function findingDate(f: Finding): Date {
  switch (f.tipo) {
    case 'RETRASO':
      return f.motivo === 'HITO_VENCIDO' ? f.planned : f.estimate;
    case 'CAMBIO_ETA':
      return f.estimate;
    case 'DOCUMENTO_FALTANTE':
      return f.departure;
    case 'FACTURA_VENCIDA':
      return startOfDay(f.invoice.fechaVencimiento);
    case 'STOCK_CADUCA':
      return f.lot.expiresAt;
  }
}

/** The order of types on one instant: what is already wrong before what is about to be. */
const TYPE_ORDER: Record<TipoIncidencia, number> = {
  RETRASO: 0,
  FACTURA_VENCIDA: 1,
  STOCK_CADUCA: 2,
  DOCUMENTO_FALTANTE: 3,
  CAMBIO_ETA: 4,
};

const SEVERITY_ORDER: Record<GravedadIncidencia, number> = { ALTA: 0, MEDIA: 1, BAJA: 2 };

/** The record's reference, the last tie-break (stable across calls). */
export function findingReference(f: Finding): string {
  if (f.tipo === 'FACTURA_VENCIDA') return f.invoice.numeroFactura;
  if (f.tipo === 'STOCK_CADUCA') return `${f.lot.lote}#${f.lot.idExistencia}`;
  return f.shipment.numeroPartida;
}

export interface RankedFinding {
  finding: Finding;
  desde: Date;
  gravedad: GravedadIncidencia;
}

/** The findings with their start and severity, in the list's order (see the top). */
export function rankFindings(findings: readonly Finding[], thresholds: Umbrales, now: Date): RankedFinding[] {
  return findings
    .map((finding) => {
      const desde = findingSince(finding, thresholds, now);
      return { finding, desde, gravedad: severityOf(finding, desde, now) };
    })
    .sort(
      (a, b) =>
        SEVERITY_ORDER[a.gravedad] - SEVERITY_ORDER[b.gravedad] ||
        b.desde.getTime() - a.desde.getTime() ||
        TYPE_ORDER[a.finding.tipo] - TYPE_ORDER[b.finding.tipo] ||
        findingReference(a.finding).localeCompare(findingReference(b.finding)),
    );
}
