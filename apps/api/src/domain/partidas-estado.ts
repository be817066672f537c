import type { EstadoPartida, Hito, ModoTransporte } from '@extranet/sdk/schemas';
import { type SQL, sql } from 'drizzle-orm';
import { partidas } from '../db/schema/tracking';
import { isoString } from '../lib/dates';
import {
  describeHito,
  estadoDeRango,
  expandHitos,
  type HitoAlmacenado,
  type LugaresHito,
  type Phase,
  PLANTILLAS_DE_MODO,
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
    const phase: Phase | undefined = templates.find((t) => t.codigo === codigo)?.phase;
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
  // The latest milestone that happened (its time is never null): described, without the planned
  // and estimated times expandHito would also write.
  const last = ultimo < 0 ? undefined : stored[ultimo]!;
  const ultimoHito =
    last && last[3] !== null
      ? { codigo: last[0], ...describeHito(last[0], templates, lugares), fecha: isoString(last[3] * 1000) }
      : null;
  return { situacion: { estado, etd, eta, atd, ata, retrasoHoras, ultimoHito }, stored, lugares };
}

/** True while the shipment is still on its way (the active tracking list). */
export const abierta = (estado: EstadoPartida): boolean => estado !== 'ENTREGADA' && estado !== 'CANCELADA';

// The same rules in SQL, for what reads many shipments at once in the database (the monitor's KPIs):
// departure and arrival are the DEP and ARR milestones as they stand at `now`, the delay follows
// from them, and the stored `atd`, `ata`, `retraso_horas` and `estado` are never trusted beyond
// what `evaluar` trusts (a cancellation, and the delay of a shipment without an arrival milestone).

/** The codes of `phase`'s milestones in each mode, from the templates. */
function codigosDeFase(phase: 'DEP' | 'ARR'): [ModoTransporte, string[]][] {
  return Object.entries(PLANTILLAS_DE_MODO).map(([modo, plantillas]) => {
    const codigos = new Set(
      plantillas.flatMap((t) => t.filter((h) => h.phase === phase).map((h) => h.codigo)),
    );
    // One list per mode is exact only while no code changes phase between a mode's templates.
    for (const codigo of codigos) {
      if (plantillas.some((t) => t.some((h) => h.codigo === codigo && h.phase !== phase))) {
        throw new Error(`${codigo} is ${phase} in one ${modo} template and not in another`);
      }
      if (!/^[A-Z]+$/.test(codigo)) throw new Error(`milestone code ${codigo} cannot be written in SQL`);
    }
    return [modo as ModoTransporte, [...codigos]];
  });
}

/**
 * The shipment's last milestone of `phase` (as `evaluar`: the last one wins), with when it happened
 * by `nowS`: its actual time, else its estimate once passed, never for a cancelled shipment.
 */
function hitoDeFase(phase: 'DEP' | 'ARR', alias: string, nowS: number): SQL {
  const porModo = codigosDeFase(phase).map(([modo, codigos]) =>
    sql.raw(`when '${modo}' then '{${codigos.join(',')}}'::text[]`),
  );
  return sql`left join lateral (
      select (h->>1)::float8 as planificada, (h->>2)::float8 as estimada,
        coalesce((h->>3)::float8, case when ${partidas.estado} <> 'CANCELADA' and (h->>2)::float8 <= ${nowS}::float8
          then (h->>2)::float8 end) as ocurrido
      from json_array_elements(${partidas.hitos}) with ordinality as e(h, i)
      where h->>0 = any(case ${partidas.modo} ${sql.join(porModo, sql` `)} end)
      order by i desc limit 1
    ) as ${sql.raw(alias)} on true`;
}

/**
 * Departure, arrival and delay of the rows of `partidas` as they stand at `now`, the SQL twin of
 * {@link resumenEn} (a test holds them equal over the demo data): add `joins` after `from partidas`.
 */
export function situacionSql(now: Date): { joins: SQL; atd: SQL; ata: SQL; retrasoHoras: SQL } {
  const nowS = now.getTime() / 1000;
  return {
    joins: sql`${hitoDeFase('DEP', 'hito_dep', nowS)} ${hitoDeFase('ARR', 'hito_arr', nowS)}`,
    atd: sql`to_timestamp(hito_dep.ocurrido)`,
    ata: sql`to_timestamp(hito_arr.ocurrido)`,
    retrasoHoras: sql`(case when ${partidas.estado} = 'CANCELADA' then 0
      when hito_arr.planificada is not null then greatest(0, floor((coalesce(hito_arr.ocurrido,
        hito_arr.estimada, date_part('epoch', ${partidas.eta})) - hito_arr.planificada) / ${sql.raw(String(HOUR / 1000))}))
      else ${partidas.retrasoHoras} end)::int`,
  };
}
