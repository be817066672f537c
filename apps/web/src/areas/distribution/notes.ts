import type { AlbaranResumen, EstadoAlbaran } from '@extranet/sdk';

// What the distribution screens work out from delivery notes, apart from drawing them.

/** A delivery that went wrong: a failed or partial delivery, or goods refused and brought back. */
export const hasIncident = (note: Pick<AlbaranResumen, 'estado'>): boolean =>
  note.estado === 'INCIDENCIA' || note.estado === 'DEVUELTO';

/** The UTC calendar day of an instant (notes are dated by UTC day, like the server). */
export const utcDay = (date: Date): string => date.toISOString().slice(0, 10);

/**
 * Late: delivered on a later day than expected, or still on its way after the expected day. Notes
 * without an expected day, and incidents (flagged on their own), are never late.
 */
export function isLate(
  note: Pick<AlbaranResumen, 'estado' | 'fechaPrevistaEntrega' | 'fechaEntrega'>,
  today: string = utcDay(new Date()),
): boolean {
  if (!note.fechaPrevistaEntrega || hasIncident(note)) return false;
  if (note.fechaEntrega) return note.fechaEntrega.slice(0, 10) > note.fechaPrevistaEntrega;
  return note.estado !== 'ENTREGADO' && today > note.fechaPrevistaEntrega;
}

export interface NotesSummary {
  byStatus: Map<EstadoAlbaran, number>;
  incidents: number;
  late: number;
  packages: number;
  /** Gross kilograms: one unit, so they add up. */
  weightKg: number;
}

export function summarizeNotes(rows: readonly AlbaranResumen[], today?: string): NotesSummary {
  const byStatus = new Map<EstadoAlbaran, number>();
  let incidents = 0;
  let late = 0;
  let packages = 0;
  let weightKg = 0;
  for (const row of rows) {
    byStatus.set(row.estado, (byStatus.get(row.estado) ?? 0) + 1);
    if (hasIncident(row)) incidents += 1;
    if (isLate(row, today)) late += 1;
    packages += row.bultos;
    weightKg += row.pesoBrutoKg;
  }
  return { byStatus, incidents, late, packages, weightKg };
}

/** A line short-delivered: confirmed with less than was ordered. */
export const shortDelivered = (line: { cantidadPedida: number; cantidadEntregada: number | null }): boolean =>
  line.cantidadEntregada !== null && line.cantidadEntregada < line.cantidadPedida;

/**
 * How the web loads a proof-of-delivery image: ours (same origin as the app, behind the bearer
 * token) is fetched with the session; any other address (a carrier's photo store) is shown as is.
 */
export function podImageSource(
  url: string | null,
  origin: string,
): { kind: 'api' | 'external'; url: string } | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if (parsed.origin === origin) return { kind: 'api', url: `${parsed.pathname}${parsed.search}` };
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  return { kind: 'external', url: parsed.href };
}
