import type { EstadoPartida, Hito, ModoTransporte } from '@extranet/sdk/schemas';
import { type SQL, sql } from 'drizzle-orm';
import { type HitoAlmacenado, partidas } from '../db/schema/tracking';
import { isoString } from '../lib/dates';
import { HOUR_MS } from '../lib/time';
import {
  describeMilestone,
  expandMilestones,
  type MilestonePlaces,
  type Phase,
  phaseRank,
  type ShipmentDates,
  statusOfRank,
  storedTemplates,
  TEMPLATES_BY_MODE,
} from './partidas-timeline';

// Where a shipment stands now, read from its milestones against the clock on every read, so that
// what the demo data planned last month has happened by today (in transit today, delivered
// tomorrow). The rule: a milestone happened at its actual time, or — while no actual was reported —
// at its latest estimate once that estimate has passed. The carriers' feed of actuals is exactly
// that correction; without it the estimate is the best knowledge there is.

/** The stored facts of a shipment that its current state follows from. */
export interface StoredShipment {
  estado: EstadoPartida;
  modo: ModoTransporte;
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
export interface LatestMilestone {
  codigo: string;
  descripcion: string;
  lugar: string;
  fecha: string;
}

export interface ShipmentState extends ShipmentDates {
  /** The milestones, `real` filled in for every one that has happened by now. */
  hitos: Hito[];
  ultimoHito: LatestMilestone | null;
}

const toDate = (seconds: number) => new Date(seconds * 1000);

/** The shipment as it stands at `now`, with its whole timeline (the detail call). */
export function shipmentStateAt(p: StoredShipment, now: Date): ShipmentState {
  const { state, stored, places } = evaluate(p, now);
  return { ...state, hitos: expandMilestones(stored, places) };
}

/**
 * The shipment as it stands at `now` with only its latest milestone (the list calls): the same
 * answer as {@link shipmentStateAt} without describing every milestone of every row.
 */
export function shipmentSummaryAt(p: StoredShipment, now: Date): Omit<ShipmentState, 'hitos'> {
  return evaluate(p, now).state;
}

/** Status, dates and latest milestone at `now`, and the milestones with what happened filled in. */
function evaluate(
  p: StoredShipment,
  now: Date,
): { state: Omit<ShipmentState, 'hitos'>; stored: HitoAlmacenado[]; places: MilestonePlaces } {
  const nowS = now.getTime() / 1000;
  const cancelled = p.estado === 'CANCELADA';
  // Groupage is the sea timeline with a CFS stripping; an FCL booking may not have its container
  // numbers yet.
  const lcl = p.modo === 'MARITIMO' && p.hitos.some((h) => h[0] === 'STRP');
  const templates = storedTemplates(p.modo, lcl, p.hitos);
  let reached = -1;
  let etd = p.etd;
  let eta = p.eta;
  let atd: Date | null = null;
  let ata: Date | null = null;
  let plannedArrival: number | null = null;
  let latest = -1;

  const stored: HitoAlmacenado[] = [];
  for (const [codigo, planificada, estimada, real] of p.hitos) {
    const happenedAt = real ?? (!cancelled && estimada !== null && estimada <= nowS ? estimada : null);
    stored.push([codigo, planificada, estimada, happenedAt]);
    if (happenedAt !== null) {
      reached = Math.max(reached, phaseRank(templates, codigo));
      if (latest < 0 || happenedAt >= stored[latest]![3]!) latest = stored.length - 1;
    }
    const phase: Phase | undefined = templates.find((t) => t.codigo === codigo)?.phase;
    if (phase === 'DEP') {
      if (estimada !== null) etd = toDate(estimada);
      atd = happenedAt === null ? null : toDate(happenedAt);
    } else if (phase === 'ARR') {
      if (estimada !== null) eta = toDate(estimada);
      ata = happenedAt === null ? null : toDate(happenedAt);
      plannedArrival = planificada;
    }
  }

  // A request the forwarder has not confirmed keeps its status until something happens.
  const pending = reached < 0 && (p.estado === 'SOLICITADA' || p.hitos.length === 0);
  const estado: EstadoPartida = cancelled ? 'CANCELADA' : pending ? p.estado : statusOfRank(reached);
  let retrasoHoras = p.retrasoHoras;
  if (cancelled) retrasoHoras = 0;
  else if (plannedArrival !== null)
    retrasoHoras = Math.max(0, Math.floor(((ata ?? eta).getTime() - plannedArrival * 1000) / HOUR_MS));

  const places: MilestonePlaces = {
    modo: p.modo,
    lcl,
    originPlace: `${p.origen} (${p.codigoOrigen})`,
    destinationPlace: `${p.destino} (${p.codigoDestino})`,
  };
  // The latest milestone that happened (its time is never null): described, without the planned
  // and estimated times expandHito would also write.
  const last = latest < 0 ? undefined : stored[latest]!;
  const ultimoHito =
    last && last[3] !== null
      ? {
          codigo: last[0],
          ...describeMilestone(last[0], templates, places),
          fecha: isoString(last[3] * 1000),
        }
      : null;
  return { state: { estado, etd, eta, atd, ata, retrasoHoras, ultimoHito }, stored, places };
}

/** True while the shipment is still on its way (the active tracking list). */
export const isOpen = (estado: EstadoPartida): boolean => estado !== 'ENTREGADA' && estado !== 'CANCELADA';

// The same rules in SQL, for what reads many shipments at once in the database (the monitor's KPIs):
// departure and arrival are the DEP and ARR milestones as they stand at `now`, the delay follows
// from them, and the stored `atd`, `ata`, `retraso_horas` and `estado` are never trusted beyond
// what `evaluate` trusts (a cancellation, and the delay of a shipment without an arrival milestone).

/** The codes of `phase`'s milestones in each mode, from the templates. */
function phaseCodes(phase: 'DEP' | 'ARR'): [ModoTransporte, string[]][] {
  return Object.entries(TEMPLATES_BY_MODE).map(([modo, templates]) => {
    const codes = new Set(templates.flatMap((t) => t.filter((h) => h.phase === phase).map((h) => h.codigo)));
    // One list per mode is exact only while no code changes phase between a mode's templates.
    for (const codigo of codes) {
      if (templates.some((t) => t.some((h) => h.codigo === codigo && h.phase !== phase))) {
        throw new Error(`${codigo} is ${phase} in one ${modo} template and not in another`);
      }
      if (!/^[A-Z]+$/.test(codigo)) throw new Error(`milestone code ${codigo} cannot be written in SQL`);
    }
    return [modo as ModoTransporte, [...codes]];
  });
}

/**
 * The shipment's last milestone of `phase` (as `evaluate`: the last one wins), with when it happened
 * by `nowS`: its actual time, else its estimate once passed, never for a cancelled shipment.
 */
function latestPhaseMilestone(phase: 'DEP' | 'ARR', alias: string, nowS: number): SQL {
  const byMode = phaseCodes(phase).map(([modo, codes]) =>
    sql.raw(`when '${modo}' then '{${codes.join(',')}}'::text[]`),
  );
  return sql`left join lateral (
      select (h->>1)::float8 as planificada, (h->>2)::float8 as estimada,
        coalesce((h->>3)::float8, case when ${partidas.estado} <> 'CANCELADA' and (h->>2)::float8 <= ${nowS}::float8
          then (h->>2)::float8 end) as happened_at
      from json_array_elements(${partidas.hitos}) with ordinality as e(h, i)
      where h->>0 = any(case ${partidas.modo} ${sql.join(byMode, sql` `)} end)
      order by i desc limit 1
    ) as ${sql.raw(alias)} on true`;
}

/**
 * Departure, arrival and delay of the rows of `partidas` as they stand at `now`, the SQL twin of
 * {@link shipmentSummaryAt} (a test holds them equal over the demo data): add `joins` after `from partidas`.
 */
export function shipmentStateSql(now: Date): { joins: SQL; atd: SQL; ata: SQL; retrasoHoras: SQL } {
  const nowS = now.getTime() / 1000;
  return {
    joins: sql`${latestPhaseMilestone('DEP', 'hito_dep', nowS)} ${latestPhaseMilestone('ARR', 'hito_arr', nowS)}`,
    atd: sql`to_timestamp(hito_dep.happened_at)`,
    ata: sql`to_timestamp(hito_arr.happened_at)`,
    retrasoHoras: sql`(case when ${partidas.estado} = 'CANCELADA' then 0
      when hito_arr.planificada is not null then greatest(0, floor((coalesce(hito_arr.happened_at,
        hito_arr.estimada, date_part('epoch', ${partidas.eta})) - hito_arr.planificada) / ${sql.raw(String(HOUR_MS / 1000))}))
      else ${partidas.retrasoHoras} end)::int`,
  };
}
