import type { CodigoMetrica } from '@extranet/sdk/schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  aereoHawbs,
  albaranes,
  dossieres,
  facturas,
  huellasCarbono,
  movimientosAlmacen,
  partidas,
} from '../../db/schema/index';
import { shipmentStateSql } from '../../domain/partidas-estado';

// What each monitor metric counts, over which rows of which table (see calculo.ts for how).

export type Fuente =
  | 'partidas'
  | 'huellas'
  | 'dossieres'
  | 'albaranes'
  | 'hawbs'
  | 'facturas'
  | 'movimientos';

/** A flow: `valor` summed over the rows whose `ts` falls in the window; `exito` makes it a percentage. */
export interface Flujo {
  tipo: 'flujo';
  fuente: Fuente;
  ts: SQL;
  valor: SQL;
  filtro: SQL;
  /** Percentage of the rows meeting `exito` (0 when the window has none). */
  exito?: SQL;
}
/** A level: rows open at the window's end, from `abre` (included) to `cierra` (excluded; null: open). */
export interface Nivel {
  tipo: 'nivel';
  fuente: Fuente;
  abre: SQL;
  cierra: SQL;
  filtro: SQL;
}
export type Definicion = Flujo | Nivel | { tipo: 'importe' } | { tipo: 'stock' };

const todo = sql`true`;
/** A `date` column as the instant its day starts (UTC): `d <= date(T)` ⟺ `medianoche(d) <= T`. */
export const medianoche = (expr: SQL) => sql`((${expr})::timestamp at time zone 'UTC')`;

export const DEFINICIONES: Readonly<Record<CodigoMetrica, Definicion>> = {
  PARTIDAS: { tipo: 'flujo', fuente: 'partidas', ts: sql`atd`, valor: sql`1`, filtro: todo },
  PESO_TRANSPORTADO_KG: { tipo: 'flujo', fuente: 'partidas', ts: sql`atd`, valor: sql`peso`, filtro: todo },
  ENTREGAS_A_TIEMPO_PCT: {
    tipo: 'flujo',
    fuente: 'partidas',
    ts: sql`ata`,
    valor: sql`1`,
    filtro: sql`estado <> 'CANCELADA'`,
    exito: sql`retraso = 0`,
  },
  EN_TRANSITO: {
    tipo: 'nivel',
    fuente: 'partidas',
    abre: sql`atd`,
    cierra: sql`ata`,
    filtro: sql`estado <> 'CANCELADA'`,
  },
  RETRASADAS: {
    tipo: 'nivel',
    fuente: 'partidas',
    abre: sql`alta`,
    cierra: sql`ata`,
    filtro: sql`estado <> 'CANCELADA' and retraso > 0`,
  },
  CO2E_KG: { tipo: 'flujo', fuente: 'huellas', ts: sql`fecha`, valor: sql`co2e`, filtro: todo },
  DOSSIERES_ABIERTOS: {
    tipo: 'nivel',
    fuente: 'dossieres',
    abre: sql`apertura`,
    cierra: sql`cierre`,
    filtro: sql`estado <> 'ANULADO'`,
  },
  FACTURAS_ABIERTAS_IMPORTE: { tipo: 'importe' },
  // Overdue from the day after the due date until the day of the payment that settled it.
  FACTURAS_VENCIDAS: {
    tipo: 'nivel',
    fuente: 'facturas',
    abre: medianoche(sql`vencimiento + 1`),
    cierra: medianoche(sql`pagada`),
    filtro: todo,
  },
  VALOR_STOCK: { tipo: 'stock' },
  MOVIMIENTOS: { tipo: 'flujo', fuente: 'movimientos', ts: sql`fecha`, valor: sql`1`, filtro: todo },
  ALBARANES_PENDIENTES: {
    tipo: 'nivel',
    fuente: 'albaranes',
    abre: medianoche(sql`fecha`),
    cierra: sql`entrega`,
    filtro: sql`estado <> 'DEVUELTO'`,
  },
  HAWB_ACTIVAS: {
    tipo: 'nivel',
    fuente: 'hawbs',
    abre: sql`emision`,
    cierra: sql`case when estado = 'DLV' then ultimo_evento end`,
    filtro: todo,
  },
};

export type Scope = (column: AnyPgColumn) => SQL;

/** The caller's rows of each source, with the columns the definitions use. */
export const FUENTES: Readonly<Record<Fuente, (scope: Scope, now: Date) => SQL>> = {
  // Departure, arrival and delay as the tracking lists show them at `now`, from the milestones (the
  // stored columns are what the seed or the booking knew then).
  partidas: (s, now) => {
    const vivo = shipmentStateSql(now);
    return sql`select ${vivo.atd} as atd, ${vivo.ata} as ata, ${partidas.fechaAlta} as alta,
    ${partidas.estado} as estado, ${vivo.retrasoHoras} as retraso, ${partidas.pesoBrutoKg} as peso
    from ${partidas} ${vivo.joins} where ${s(partidas.idCliente)}`;
  },
  huellas: (s) => sql`select ${huellasCarbono.fecha} as fecha, ${huellasCarbono.co2eWtwKg} as co2e
    from ${huellasCarbono} where ${s(huellasCarbono.idCliente)}`,
  dossieres: (s) => sql`select ${dossieres.fechaApertura} as apertura, ${dossieres.fechaCierre} as cierre,
    ${dossieres.estado} as estado from ${dossieres} where ${s(dossieres.idCliente)}`,
  albaranes: (
    s,
  ) => sql`select ${albaranes.fecha} as fecha, ${albaranes.fechaEntrega} as entrega, ${albaranes.estado} as estado
    from ${albaranes} where ${s(albaranes.idCliente)}`,
  hawbs: (s) => sql`select ${aereoHawbs.fechaEmision} as emision, ${aereoHawbs.estado} as estado,
    ${aereoHawbs.fechaUltimoEvento} as ultimo_evento from ${aereoHawbs} where ${s(aereoHawbs.idCliente)}`,
  // Invoices (not credit notes) with the day their payments reached the total (null: still unpaid).
  facturas: (s) => sql`select ${facturas.fechaVencimiento} as vencimiento,
    (select case when coalesce(sum((p->>'importe')::numeric), 0) >= ${facturas.total} - 0.005
      then max((p->>'fecha')::date) end from jsonb_array_elements(${facturas.pagos}) as p) as pagada
    from ${facturas} where ${facturas.tipo} = 'FACTURA' and not ${facturas.anulada} and ${s(facturas.idCliente)}`,
  movimientos: (s) => sql`select ${movimientosAlmacen.fecha} as fecha from ${movimientosAlmacen}
    where ${s(movimientosAlmacen.idCliente)}`,
};
