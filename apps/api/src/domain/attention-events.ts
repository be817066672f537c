import type { Evento, Permiso, PreferenciasNotificacion, Umbrales } from '@extranet/sdk/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { roles, type TipoRegistro, umbralesNotificacion, usuarioCliente, usuarios } from '../db/schema/index';
import { DAY_MS, HOUR_MS } from '../lib/time';
import {
  arrivalDrift,
  beyondDays,
  expiresWithin,
  invoiceOverdue,
  lotExpiry,
  overdueMilestone,
  startOfDay,
} from './attention';
import {
  invoicesIssuedSince,
  lotsExpiringBy,
  openShipments,
  unpaidPastDue,
  utcDay,
} from './attention-records';

// The attention rules (attention.ts) as the events they raise when time makes them true, over every
// customer: what events/scheduler.ts raises. Each event carries its reason key, unique with its
// record and type (the unique key of `eventos`), so raising it again is a no-op:
//   RETRASO          `<code>:<planned epoch s>:<days>` a milestone overdue beyond a threshold of days
//                    `ETA_TARDIA:<planned arrival epoch s>:<days>` (the key a posted estimate uses,
//                    events/shipment-events.ts: whichever sees it first raises it)
//   FACTURA_VENCIDA  `vencida:<due date>` (a new due date is a new reason)
//   FACTURA_EMITIDA  `emitida:<issue date>`
//   STOCK_CADUCA     `caduca:<expiry date>:<days>`
// Thresholds are per user: a delay or an expiry is an event once per distinct threshold among the
// users who would hear of it (assigned the customer account, active, whose role opens the record),
// for those users only (the audience), so each user is told once, when the record passes their own
// threshold. A customer nobody would hear of gets no delay or expiry events.

/** An event as events/raise.ts `raiseIn` takes it. */
export interface ScheduledEvent {
  tipoRegistro: TipoRegistro;
  idRegistro: number;
  idCliente: number;
  motivo: string;
  datos: Evento;
}

/** Which users' preferences let an event through (their thresholds). */
export type Audience = (preferences: PreferenciasNotificacion, idUsuario: number) => boolean;

/** The distinct thresholds of the users who would hear of a customer's shipments and of its lots. */
interface CustomerThresholds {
  delayDays: Set<number>;
  expiryDays: Set<number>;
}

/** One query: every active user assigned a customer account, with the flags that open the records. */
async function thresholdsByCustomer(db: Db, defaults: Umbrales): Promise<Map<number, CustomerThresholds>> {
  const flag = (name: Permiso) => roles[name];
  const rows = await db
    .select({
      idCliente: usuarioCliente.idCliente,
      shipments: flag('accesoPartidas'),
      stock: flag('accesoStock'),
      retrasoDias: umbralesNotificacion.retrasoDias,
      caducidadDias: umbralesNotificacion.caducidadDias,
    })
    .from(usuarioCliente)
    .innerJoin(usuarios, eq(usuarios.id, usuarioCliente.idUsuario))
    .innerJoin(roles, eq(roles.id, usuarios.idRol))
    .leftJoin(umbralesNotificacion, eq(umbralesNotificacion.idUsuario, usuarios.id))
    .where(eq(usuarios.estado, 'ACTIVO'));
  const result = new Map<number, CustomerThresholds>();
  for (const row of rows) {
    let entry = result.get(row.idCliente);
    if (!entry) {
      entry = { delayDays: new Set(), expiryDays: new Set() };
      result.set(row.idCliente, entry);
    }
    if (row.shipments) entry.delayDays.add(row.retrasoDias ?? defaults.retrasoDias);
    if (row.stock) entry.expiryDays.add(row.caducidadDias ?? defaults.caducidadDias);
  }
  return result;
}

/** An event the rules hold true now, and who of the record's users should hear of it. */
export interface Candidate {
  event: ScheduledEvent;
  audience?: Audience;
}

const epochSeconds = (date: Date) => Math.round(date.getTime() / 1000);
const iso = (date: Date) => date.toISOString();

/** RETRASO of the open shipments, per delay threshold of their customers' users. */
async function delays(db: Db, now: Date, thresholds: Map<number, CustomerThresholds>): Promise<Candidate[]> {
  const candidates: Candidate[] = [];
  for (const s of await openShipments(db)) {
    const days = thresholds.get(s.idCliente)?.delayDays;
    if (!days?.size) continue;
    const overdue = overdueMilestone(s, now);
    const drift = arrivalDrift(s, now);
    const record = { tipoRegistro: 'PARTIDA' as const, idRegistro: s.id, idCliente: s.idCliente };
    const partida = {
      idPartida: s.id,
      numeroPartida: s.numeroPartida,
      referenciaCliente: s.referenciaCliente,
    };
    for (const threshold of days) {
      const audience: Audience = (prefs) => prefs.umbrales.retrasoDias === threshold;
      if (overdue && beyondDays(overdue.lateMs, threshold)) {
        candidates.push({
          event: {
            ...record,
            motivo: `${overdue.codigo}:${epochSeconds(overdue.planned)}:${threshold}`,
            datos: {
              tipo: 'RETRASO',
              // When it became late for this threshold: the same instant on every run.
              fecha: iso(new Date(overdue.planned.getTime() + threshold * DAY_MS)),
              ...partida,
              motivo: 'HITO_VENCIDO',
              codigo: overdue.codigo,
              planificada: iso(overdue.planned),
              estimada: overdue.estimate ? iso(overdue.estimate) : null,
              retrasoHoras: Math.round((overdue.lateMs / HOUR_MS) * 10) / 10,
            },
          },
          audience,
        });
      }
      if (drift && beyondDays(drift.driftMs, threshold)) {
        candidates.push({
          event: {
            ...record,
            motivo: `ETA_TARDIA:${epochSeconds(drift.planned)}:${threshold}`,
            datos: {
              tipo: 'RETRASO',
              fecha: iso(now),
              ...partida,
              motivo: 'ETA_TARDIA',
              codigo: drift.codigo,
              planificada: iso(drift.planned),
              estimada: iso(drift.estimate),
              retrasoHoras: Math.round((drift.driftMs / HOUR_MS) * 10) / 10,
            },
          },
          audience,
        });
      }
    }
  }
  return candidates;
}

/** FACTURA_VENCIDA of every overdue invoice, and FACTURA_EMITIDA of the recent ones. */
async function invoices(db: Db, now: Date, issuedWithinDays: number): Promise<Candidate[]> {
  const candidates: Candidate[] = [];
  for (const inv of await unpaidPastDue(db, now)) {
    const overdue = invoiceOverdue(inv, now);
    if (!overdue) continue;
    candidates.push({
      event: {
        tipoRegistro: 'FACTURA',
        idRegistro: inv.id,
        idCliente: inv.idCliente,
        motivo: `vencida:${inv.fechaVencimiento}`,
        datos: {
          tipo: 'FACTURA_VENCIDA',
          fecha: iso(overdue.overdueSince),
          idFactura: inv.id,
          numeroFactura: inv.numeroFactura,
          importe: overdue.outstanding,
          moneda: inv.moneda,
          fechaVencimiento: inv.fechaVencimiento,
        },
      },
    });
  }
  const fromDay = utcDay(new Date(now.getTime() - issuedWithinDays * DAY_MS));
  for (const inv of await invoicesIssuedSince(db, fromDay, now)) {
    candidates.push({
      event: {
        tipoRegistro: 'FACTURA',
        idRegistro: inv.id,
        idCliente: inv.idCliente,
        motivo: `emitida:${inv.fecha}`,
        datos: {
          tipo: 'FACTURA_EMITIDA',
          fecha: iso(startOfDay(inv.fecha)),
          idFactura: inv.id,
          numeroFactura: inv.numeroFactura,
          importe: inv.total,
          moneda: inv.moneda,
          fechaVencimiento: inv.fechaVencimiento,
        },
      },
    });
  }
  return candidates;
}

/** STOCK_CADUCA of the lots within a threshold of their customers' users (expired ones included). */
async function expiries(
  db: Db,
  now: Date,
  thresholds: Map<number, CustomerThresholds>,
): Promise<Candidate[]> {
  const widest = Math.max(0, ...[...thresholds.values()].flatMap((t) => [...t.expiryDays]));
  if (widest === 0) return [];
  const candidates: Candidate[] = [];
  for (const lot of await lotsExpiringBy(db, utcDay(new Date(now.getTime() + (widest + 1) * DAY_MS)))) {
    const expiry = lotExpiry(lot, now);
    for (const threshold of thresholds.get(lot.idCliente)?.expiryDays ?? []) {
      if (!expiresWithin(expiry, threshold)) continue;
      candidates.push({
        event: {
          tipoRegistro: 'EXISTENCIA',
          idRegistro: lot.id,
          idCliente: lot.idCliente,
          motivo: `caduca:${lot.fechaCaducidad}:${threshold}`,
          datos: {
            tipo: 'STOCK_CADUCA',
            fecha: iso(new Date(expiry.expiresAt.getTime() - threshold * DAY_MS)),
            idExistencia: lot.id,
            codigoArticulo: lot.codigoArticulo,
            lote: lot.lote,
            codigoAlmacen: lot.codigoAlmacen,
            fechaCaducidad: lot.fechaCaducidad,
            diasRestantes: expiry.daysLeft,
          },
        },
        audience: (prefs) => prefs.umbrales.caducidadDias === threshold,
      });
    }
  }
  return candidates;
}

/** Every event the time-driven rules hold true at `now` (raised before or not). */
export async function timeDrivenEvents(
  db: Db,
  now: Date,
  options: { defaults: Umbrales; issuedWithinDays: number },
): Promise<Candidate[]> {
  const thresholds = await thresholdsByCustomer(db, options.defaults);
  return [
    ...(await delays(db, now, thresholds)),
    ...(await invoices(db, now, options.issuedWithinDays)),
    ...(await expiries(db, now, thresholds)),
  ];
}
