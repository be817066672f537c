import type { CodigoMetrica } from '@extranet/sdk/schemas';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '../../core/session-user';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  articulos,
  existencias,
  facturas,
  movimientosAlmacen,
  parametrosAplicacion,
  transporteTiposCambio,
} from '../../db/schema/index';
import { inClienteScope } from '../../http/scope';
import { DAY_MS } from '../../lib/time';
import {
  DEFINICIONES,
  type Definicion,
  type Flujo,
  FUENTES,
  type Fuente,
  medianoche,
  type Nivel,
  type Scope,
} from './definiciones';

// The monitor's KPIs, computed from the other domains' tables over the caller's customers, for a run
// of contiguous time windows at once (the period before and the period; or the points of a chart).
// Each source table is read once per call, whatever the number of windows: every row is placed in
// its window with `width_bucket`, and the sums per window are added up here.
//
// - Flows (shipments departed, kg, CO2e, movements, on-time %) add up what happened inside a window.
// - Levels (in transit, delayed, open dossiers, pending delivery notes, active HAWBs, overdue
//   invoices) count the records open at a window's end: a record opens at one date and closes at
//   another (or never), so it adds 1 from the window its opening falls in and removes it from the
//   window its closing falls in.
// - Balances (unpaid amount, stock) add signed amounts dated up to a window's end: invoice totals
//   less their payments; today's stock less the movements that made it.

export interface Ventana {
  desde: Date;
  hasta: Date;
}

export interface ValorVentana {
  valor: number;
  /** Records behind the value: in the window (flows), or existing by its end (levels, balances). */
  filas: number;
}

export interface ResultadoMetrica {
  valores: ValorVentana[];
  /** Currency of MONEDA metrics; null otherwise. */
  moneda: string | null;
}

/** The same length of time just before the period (ending 1 ms before it starts). */
export const periodoAnterior = (inicio: Date, fin: Date): Ventana => ({
  desde: new Date(inicio.getTime() - (fin.getTime() - inicio.getTime()) - 1),
  hasta: new Date(inicio.getTime() - 1),
});

/** Points of a chart over the period: by day up to 62 days, by week (from Monday, UTC) beyond. */
export function serie(
  inicio: Date,
  fin: Date,
): { intervalo: 'DIA' | 'SEMANA'; puntos: (Ventana & { fecha: string })[] } {
  const intervalo = fin.getTime() - inicio.getTime() <= 62 * DAY_MS ? 'DIA' : 'SEMANA';
  const dia = Date.UTC(inicio.getUTCFullYear(), inicio.getUTCMonth(), inicio.getUTCDate());
  const paso = intervalo === 'DIA' ? DAY_MS : 7 * DAY_MS;
  const lunes = intervalo === 'DIA' ? dia : dia - ((new Date(dia).getUTCDay() + 6) % 7) * DAY_MS;
  const puntos: (Ventana & { fecha: string })[] = [];
  for (let t = lunes; t <= fin.getTime(); t += paso) {
    puntos.push({
      fecha: new Date(t).toISOString().slice(0, 10),
      desde: new Date(Math.max(t, inicio.getTime())),
      hasta: new Date(Math.min(t + paso - 1, fin.getTime())),
    });
  }
  return { intervalo, puntos };
}

// ---------------------------------------------------------------------------------------------------
// Windows as SQL arrays

interface Particion {
  n: number;
  /** Starts of windows 1…n-1: `width_bucket(ts, inicios)` is the window of an instant. */
  inicios: SQL;
  /** Ends of windows 0…n-1 plus 1 µs: `width_bucket(t, finales)` is the first window whose end is ≥ t. */
  finales: SQL;
  desde: SQL;
  hasta: SQL;
}

const instante = (d: Date) => sql`${d.toISOString()}::timestamptz`;

function particion(ventanas: readonly Ventana[]): Particion {
  if (ventanas.length === 0) throw new Error('calcularMetricas: no window');
  ventanas.forEach((w, i) => {
    const siguiente = ventanas[i + 1];
    if (w.hasta < w.desde || (siguiente && siguiente.desde.getTime() !== w.hasta.getTime() + 1)) {
      throw new Error('calcularMetricas: windows must be contiguous and in order');
    }
  });
  return {
    n: ventanas.length,
    inicios: sql`array[${sql.join(
      ventanas.slice(1).map((w) => instante(w.desde)),
      sql`, `,
    )}]::timestamptz[]`,
    finales: sql`array[${sql.join(
      ventanas.map((w) => sql`${instante(w.hasta)} + interval '1 microsecond'`),
      sql`, `,
    )}]::timestamptz[]`,
    desde: instante(ventanas[0]!.desde),
    hasta: instante(ventanas.at(-1)!.hasta),
  };
}

/** One `union all` branch: rows `(m, k, valor, filas)` of metric `m` for window `k`. */
function rama(codigo: CodigoMetrica, def: Flujo | Nivel, p: Particion): SQL {
  const m = sql.raw(`'${codigo}'`);
  if (def.tipo === 'flujo') {
    const valor = def.exito ? sql`count(*) filter (where ${def.exito})` : sql`sum(${def.valor})`;
    return sql`select ${m} as m, width_bucket(${def.ts}, ${p.inicios}) as k, ${valor}::float8 as valor, count(*)::float8 as filas
      from src_${sql.raw(def.fuente)} where ${def.ts} >= ${p.desde} and ${def.ts} <= ${p.hasta} and ${def.filtro} group by 2`;
  }
  // Levels: +1 in the window of the opening, -1 in the window of the closing (when before the last end).
  const vivo = sql`${def.abre} is not null and ${def.abre} <= ${p.hasta} and (${def.cierra} is null or ${def.cierra} > ${def.abre}) and ${def.filtro}`;
  return sql`select ${m} as m, width_bucket(${def.abre}, ${p.finales}) as k, count(*)::float8 as valor, count(*)::float8 as filas
      from src_${sql.raw(def.fuente)} where ${vivo} group by 2
    union all
    select ${m}, width_bucket(${def.cierra}, ${p.finales}), -count(*)::float8, 0
      from src_${sql.raw(def.fuente)} where ${vivo} and ${def.cierra} <= ${p.hasta} group by 2`;
}

type Fila = { m: CodigoMetrica; k: number; valor: number | string | null; filas: number | string | null };

const acumular = (deltas: readonly ValorVentana[]): ValorVentana[] => {
  let valor = 0;
  let filas = 0;
  return deltas.map((d) => {
    valor += d.valor;
    filas += d.filas;
    return { valor, filas };
  });
};

const vacias = (n: number): ValorVentana[] => Array.from({ length: n }, () => ({ valor: 0, filas: 0 }));

/**
 * Values of `codigos` over `ventanas` (contiguous, in order) for the caller's customers, with
 * shipments as they stand at `now`: one query per source table, plus a few for the unpaid amount and
 * for the stock value.
 */
export async function calcularMetricas(
  db: Db,
  user: SessionUser,
  codigos: readonly CodigoMetrica[],
  ventanas: readonly Ventana[],
  now: Date,
): Promise<Map<CodigoMetrica, ResultadoMetrica>> {
  const p = particion(ventanas);
  const scope: Scope = (column) => inClienteScope(column, user) ?? sql`true`;
  const resultado = new Map<CodigoMetrica, ResultadoMetrica>();

  const porFuente = new Map<Fuente, CodigoMetrica[]>();
  for (const codigo of codigos) {
    const def = DEFINICIONES[codigo];
    if (def.tipo === 'importe') resultado.set(codigo, await importePendiente(db, user, p));
    else if (def.tipo === 'stock') resultado.set(codigo, await valorStock(db, scope, p));
    else porFuente.set(def.fuente, [...(porFuente.get(def.fuente) ?? []), codigo]);
  }
  for (const [fuente, lista] of porFuente) {
    const ramas = lista.map((codigo) => rama(codigo, DEFINICIONES[codigo] as Flujo | Nivel, p));
    const query = sql`with src_${sql.raw(fuente)} as materialized (${FUENTES[fuente](scope, now)})
      ${sql.join(ramas, sql` union all `)}`;
    const filas = rowsOf<Fila>(await db.execute(query));
    for (const codigo of lista) {
      const def = DEFINICIONES[codigo] as Flujo | Nivel;
      const deltas = vacias(p.n);
      for (const f of filas) {
        if (f.m !== codigo || Number(f.k) >= p.n) continue;
        const d = deltas[Number(f.k)]!;
        d.valor += Number(f.valor ?? 0);
        d.filas += Number(f.filas ?? 0);
      }
      const valores =
        def.tipo === 'nivel'
          ? acumular(deltas)
          : def.exito
            ? deltas.map((d) => ({ valor: d.filas ? (100 * d.valor) / d.filas : 0, filas: d.filas }))
            : deltas;
      resultado.set(codigo, { valores, moneda: null });
    }
  }
  return resultado;
}

/** A metric over the period and the one before (`valores`), with the points of its chart. */
export interface MetricaConSerie extends ResultadoMetrica {
  intervalo: 'DIA' | 'SEMANA';
  puntos: { fecha: string; valor: number }[];
}

/**
 * `codigos` over the period, the one before it and the period's points (see {@link serie}), from one
 * computation over [period before, ...points]: each source table is read once for every metric and
 * every point, where valuing the period and then its points read them twice per metric.
 */
export async function calcularConSerie(
  db: Db,
  user: SessionUser,
  codigos: readonly CodigoMetrica[],
  inicio: Date,
  fin: Date,
  now: Date,
): Promise<Map<CodigoMetrica, MetricaConSerie>> {
  const { intervalo, puntos } = serie(inicio, fin);
  const porVentana = await calcularMetricas(
    db,
    user,
    codigos,
    [periodoAnterior(inicio, fin), ...puntos],
    now,
  );
  const resultado = new Map<CodigoMetrica, MetricaConSerie>();
  for (const [codigo, { valores, moneda }] of porVentana) {
    const [anterior, ...enPuntos] = valores;
    resultado.set(codigo, {
      valores: [anterior!, delPeriodo(DEFINICIONES[codigo], enPuntos)],
      moneda,
      intervalo,
      puntos: puntos.map((punto, i) => ({ fecha: punto.fecha, valor: enPuntos[i]!.valor })),
    });
  }
  return resultado;
}

/**
 * The period's value from its points, which cover it end to end: a flow adds them up (a rate weighs
 * each point's by its records); a level or a balance is what stands at the end, the last point's.
 */
export function delPeriodo(def: Definicion, puntos: readonly ValorVentana[]): ValorVentana {
  if (def.tipo !== 'flujo') return puntos.at(-1)!;
  const filas = puntos.reduce((total, punto) => total + punto.filas, 0);
  if (!def.exito) return { valor: puntos.reduce((total, punto) => total + punto.valor, 0), filas };
  const exitos = puntos.reduce((total, punto) => total + punto.valor * punto.filas, 0);
  return { valor: filas ? exitos / filas : 0, filas };
}

/**
 * The one currency amounts of several are shown in — the customers' own when they share one, else the
 * application's — and a conversion to it at the exchange rates of the tariff tables (null for a
 * currency without a rate: it cannot be added up).
 */
async function enUnaMoneda(
  db: Db,
  monedas: readonly string[],
): Promise<{ moneda: string; convertir: (importe: number, desde: string) => number | null }> {
  let moneda = monedas.length === 1 ? monedas[0]! : null;
  if (!moneda) {
    const [parametros] = await db
      .select({ moneda: parametrosAplicacion.moneda })
      .from(parametrosAplicacion)
      .where(eq(parametrosAplicacion.id, 1));
    moneda = parametros?.moneda ?? 'EUR';
  }
  if (monedas.every((m) => m === moneda)) return { moneda, convertir: (importe) => importe };
  const cambios = new Map((await db.select().from(transporteTiposCambio)).map((c) => [c.moneda, c.porEur]));
  cambios.set('EUR', 1);
  const destino = cambios.get(moneda) ?? 1;
  return {
    moneda,
    convertir: (importe, desde) => {
      const origen = cambios.get(desde);
      return origen === undefined ? null : (importe / origen) * destino;
    },
  };
}

/**
 * Outstanding amount of invoices at each window's end: totals from the invoice date less payments
 * from their date, in one currency (the customers' own when they share one, else the application's)
 * at the exchange rates of the tariff tables. A fully paid invoice nets to zero.
 */
async function importePendiente(db: Db, user: SessionUser, p: Particion): Promise<ResultadoMetrica> {
  const scope = inClienteScope(facturas.idCliente, user) ?? sql`true`;
  const emitidas = sql`${facturas.tipo} = 'FACTURA' and not ${facturas.anulada} and ${scope}`;
  const filas = rowsOf<Fila & { moneda: string }>(
    await db.execute(sql`with movimientos as (
        select ${facturas.moneda} as moneda, ${medianoche(sql`${facturas.fecha}`)} as t, ${facturas.total}::numeric as importe
          from ${facturas} where ${emitidas}
        union all
        select ${facturas.moneda}, ${medianoche(sql`(pago->>'fecha')::date`)}, -(pago->>'importe')::numeric
          from ${facturas} cross join jsonb_array_elements(${facturas.pagos}) as pago where ${emitidas}
      )
      select moneda, width_bucket(t, ${p.finales}) as k, sum(importe)::float8 as valor, count(*)::float8 as filas
        from movimientos where t <= ${p.hasta} group by 1, 2`),
  );
  const monedas = rowsOf<{ moneda: string }>(
    await db.execute(sql`select distinct ${facturas.moneda} as moneda from ${facturas} where ${scope}`),
  ).map((r) => r.moneda);
  const { moneda, convertir } = await enUnaMoneda(db, monedas);
  const deltas = vacias(p.n);
  for (const f of filas) {
    const importe = convertir(Number(f.valor ?? 0), f.moneda);
    if (importe === null || Number(f.k) >= p.n) continue; // no exchange rate: cannot be added up
    const d = deltas[Number(f.k)]!;
    d.valor += importe;
    d.filas += Number(f.filas ?? 0);
  }
  return { valores: acumular(deltas), moneda };
}

/**
 * Value of the stock at each window's end: today's stock (available + reserved + blocked) at each
 * article's declared unit value, less the signed movements dated after the window's end, per
 * currency, then in one currency (see {@link enUnaMoneda}). Articles without a declared value count
 * for nothing.
 */
async function valorStock(db: Db, scope: Scope, p: Particion): Promise<ResultadoMetrica> {
  const valorado = sql`${articulos.valorUnitario} is not null and ${articulos.moneda} is not null`;
  const valor = sql`${movimientosAlmacen.cantidad} * ${articulos.valorUnitario}`;
  const base = rowsOf<{
    moneda: string;
    hoy: number | string;
    movido: number | string;
    lineas: number | string;
  }>(
    await db.execute(sql`with hoy as (
        select ${articulos.moneda} as moneda, sum((${existencias.cantidadDisponible} + ${existencias.cantidadReservada}
          + ${existencias.cantidadBloqueada}) * ${articulos.valorUnitario}) as valor, count(*) as lineas
          from ${existencias} join ${articulos} on ${articulos.id} = ${existencias.idArticulo}
          where ${scope(existencias.idCliente)} and ${valorado} group by 1
      ), movido as (
        select ${articulos.moneda} as moneda, sum(${valor}) as valor
          from ${movimientosAlmacen} join ${articulos} on ${articulos.id} = ${movimientosAlmacen.idArticulo}
          where ${scope(movimientosAlmacen.idCliente)} and ${valorado} group by 1
      )
      select coalesce(hoy.moneda, movido.moneda) as moneda, coalesce(hoy.valor, 0)::float8 as hoy,
        coalesce(movido.valor, 0)::float8 as movido, coalesce(hoy.lineas, 0)::float8 as lineas
        from hoy full join movido on movido.moneda = hoy.moneda`),
  );
  const filas = rowsOf<Fila & { moneda: string }>(
    await db.execute(sql`select ${articulos.moneda} as moneda, width_bucket(${movimientosAlmacen.fecha}, ${p.finales}) as k,
        sum(${valor})::float8 as valor, 0::float8 as filas
      from ${movimientosAlmacen} join ${articulos} on ${articulos.id} = ${movimientosAlmacen.idArticulo}
      where ${scope(movimientosAlmacen.idCliente)} and ${valorado} and ${movimientosAlmacen.fecha} <= ${p.hasta}
      group by 1, 2`),
  );
  const { moneda, convertir } = await enUnaMoneda(
    db,
    base.map((b) => b.moneda),
  );
  const total = vacias(p.n);
  for (const b of base) {
    const deltas = vacias(p.n);
    for (const f of filas) {
      if (f.moneda === b.moneda && Number(f.k) < p.n) deltas[Number(f.k)]!.valor += Number(f.valor ?? 0);
    }
    // Stock at a window's end = today's stock - all movements + the movements up to that end.
    const inicial = Number(b.hoy) - Number(b.movido);
    acumular(deltas).forEach((v, i) => {
      const importe = convertir(Math.max(0, inicial + v.valor), b.moneda);
      if (importe === null) return; // no exchange rate: cannot be added up
      total[i]!.valor += importe;
      total[i]!.filas += Number(b.lineas);
    });
  }
  return { valores: total, moneda };
}
