import type { CanalCorreo, Evento, TipoEvento } from '@extranet/sdk/schemas';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { creado, instante } from './columns';
import { clientes, idCliente, idUsuario } from './core';

// The event pipeline (issue 28): one stored event per record and reason, and what it becomes for
// each user (a notification in the app, an e-mail now or in the daily digest) and for each webhook
// (an outbox row claimed with FOR UPDATE SKIP LOCKED). Every "once" is a unique key, so it holds
// across restarts and across API processes on one PostgreSQL.

/** Kind of record an event is about; with `id_registro` it names the record. */
export type TipoRegistro = 'PARTIDA' | 'FACTURA' | 'EXISTENCIA';

/**
 * Something that happened to a customer's record. `motivo` is the reason key that makes it unique
 * with the record (`hito:42` for a posted milestone, `eta:<epoch>` for a new estimate,
 * `DEPA:<planned epoch>:<days>` for a late milestone at a threshold): inserting with ON CONFLICT DO
 * NOTHING RETURNING tells the one process that raised it to fan it out.
 */
export const eventos = pgTable(
  'eventos',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    tipo: varchar('tipo', { length: 20 }).$type<TipoEvento>().notNull(),
    tipoRegistro: varchar('tipo_registro', { length: 12 }).$type<TipoRegistro>().notNull(),
    idRegistro: integer('id_registro').notNull(),
    idCliente: idCliente('cascade'),
    motivo: varchar('motivo', { length: 160 }).notNull(),
    /** The event as webhooks carry it (`Evento` of the SDK, `fecha` included). */
    datos: jsonb('datos').$type<Evento>().notNull(),
    /** When it happened (the milestone's instant, the due date passed …). */
    fecha: instante('fecha').notNull(),
    fechaAlta: creado(),
  },
  (t) => [
    uniqueIndex('eventos_unq').on(t.tipo, t.tipoRegistro, t.idRegistro, t.motivo),
    index('eventos_cliente_fecha_idx').on(t.idCliente, t.fecha),
  ],
);

/**
 * When the time-driven rules were first evaluated on this database (one row, id 1). What held then,
 * the backlog of an install or of the demo data, was stored in `eventos` as raised but told to
 * nobody (no notification, no mail, no webhook), so only what becomes true afterwards is raised.
 * The process whose insert of the row succeeds records the backlog (events/baseline.ts).
 */
export const lineaBaseEventos = pgTable(
  'linea_base_eventos',
  {
    id: smallint('id').primaryKey(),
    fecha: instante('fecha').notNull(),
    /** Events recorded as the backlog. */
    eventos: integer('eventos').notNull().default(0),
  },
  (t) => [check('linea_base_eventos_una_chk', sql`${t.id} = 1`)],
);

/**
 * An event for one user: in the bell when `en_app`, by e-mail when `correo` is set (`INMEDIATO`
 * sent on its own, `RESUMEN_DIARIO` in the day's digest; `correo_enviado` once it went out).
 */
export const notificaciones = pgTable(
  'notificaciones',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    idEvento: bigint('id_evento', { mode: 'number' })
      .notNull()
      .references(() => eventos.id, { onDelete: 'cascade' }),
    idUsuario: idUsuario(),
    enApp: boolean('en_app').notNull(),
    correo: varchar('correo', { length: 14 }).$type<Exclude<CanalCorreo, 'NO'>>(),
    correoEnviado: instante('correo_enviado'),
    leida: instante('leida'),
    fechaAlta: creado(),
  },
  (t) => [
    uniqueIndex('notificaciones_unq').on(t.idEvento, t.idUsuario),
    // The bell: a user's notifications newest first, and the unread count.
    index('notificaciones_usuario_idx').on(t.idUsuario, t.id),
    index('notificaciones_no_leidas_idx').on(t.idUsuario).where(sql`${t.leida} is null and ${t.enApp}`),
    // Mail still to send (immediate ones at once, digests once a day).
    index('notificaciones_correo_pendiente_idx')
      .on(t.correo, t.idUsuario)
      .where(sql`${t.correo} is not null and ${t.correoEnviado} is null`),
    check(
      'notificaciones_correo_chk',
      sql`${t.correo} is null or ${t.correo} in ('INMEDIATO', 'RESUMEN_DIARIO')`,
    ),
  ],
);

/** A user's channels for one event type; a type without a row has the defaults (app on, e-mail off). */
export const preferenciasNotificacion = pgTable(
  'preferencias_notificacion',
  {
    idUsuario: idUsuario(),
    tipo: varchar('tipo', { length: 20 }).$type<TipoEvento>().notNull(),
    app: boolean('app').notNull(),
    correo: varchar('correo', { length: 14 }).$type<CanalCorreo>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.idUsuario, t.tipo] }),
    check('preferencias_notificacion_correo_chk', sql`${t.correo} in ('NO', 'INMEDIATO', 'RESUMEN_DIARIO')`),
  ],
);

/** A user's thresholds; a user without a row has the defaults (1 day, 12 hours, 14 days). */
export const umbralesNotificacion = pgTable('umbrales_notificacion', {
  idUsuario: idUsuario().primaryKey(),
  retrasoDias: smallint('retraso_dias').notNull(),
  cambioEtaHoras: smallint('cambio_eta_horas').notNull(),
  caducidadDias: smallint('caducidad_dias').notNull(),
});

/**
 * One daily digest per user and day: the process that inserts the row sends it (a second process,
 * or a restart, finds it there); `enviado` once the mail is in the outbox.
 */
export const resumenesCorreo = pgTable(
  'resumenes_correo',
  {
    idUsuario: idUsuario(),
    dia: date('dia', { mode: 'string' }).notNull(),
    enviado: instante('enviado'),
    fechaAlta: creado(),
  },
  (t) => [primaryKey({ columns: [t.idUsuario, t.dia] })],
);

/**
 * A customer's endpoint (Standard Webhooks). It receives the events of its owner's customer accounts
 * (`id_cliente` one of them, or null for all), of the listed types. `secreto` is the `whsec_` key it
 * signs with, so it is kept as given. Disabled after failing for 3 days.
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    idUsuario: idUsuario(),
    idCliente: integer('id_cliente').references(() => clientes.id, { onDelete: 'cascade' }),
    url: varchar('url', { length: 2000 }).notNull(),
    secreto: varchar('secreto', { length: 100 }).notNull(),
    eventos: text('eventos').array().$type<TipoEvento[]>().notNull(),
    fechaAlta: creado(),
    fallandoDesde: instante('fallando_desde'),
    desactivado: instante('desactivado'),
  },
  (t) => [index('webhooks_usuario_idx').on(t.idUsuario)],
);

export const ESTADOS_ENTREGA = ['PENDIENTE', 'ENTREGADA', 'FALLIDA', 'ABANDONADA'] as const;
export type EstadoEntrega = (typeof ESTADOS_ENTREGA)[number];

/**
 * The webhook outbox: one row per event and webhook (unique), its `webhook-id` kept for every retry.
 * A worker claims due rows with `FOR UPDATE SKIP LOCKED` and sets `reclamada_hasta`, so two processes
 * never send one together and a crashed one's claim lapses; `proximo_intento` schedules retries.
 */
export const entregasWebhook = pgTable(
  'entregas_webhook',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    idEvento: bigint('id_evento', { mode: 'number' })
      .notNull()
      .references(() => eventos.id, { onDelete: 'cascade' }),
    idWebhook: integer('id_webhook')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    idMensaje: varchar('id_mensaje', { length: 64 }).notNull(),
    estado: varchar('estado', { length: 10, enum: ESTADOS_ENTREGA }).notNull().default('PENDIENTE'),
    intentos: smallint('intentos').notNull().default(0),
    proximoIntento: instante('proximo_intento').notNull().defaultNow(),
    reclamadaHasta: instante('reclamada_hasta'),
    fechaAlta: creado(),
  },
  (t) => [
    uniqueIndex('entregas_webhook_unq').on(t.idEvento, t.idWebhook),
    uniqueIndex('entregas_webhook_mensaje_unq').on(t.idMensaje),
    index('entregas_webhook_pendientes_idx')
      .on(t.proximoIntento)
      .where(sql`${t.estado} in ('PENDIENTE', 'FALLIDA')`),
    check(
      'entregas_webhook_estado_chk',
      sql`${t.estado} in ('PENDIENTE', 'ENTREGADA', 'FALLIDA', 'ABANDONADA')`,
    ),
  ],
);

/** Every attempt of a delivery: what `ObtenerEntregasWebhook` lists. */
export const intentosEntregaWebhook = pgTable(
  'intentos_entrega_webhook',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    idEntrega: bigint('id_entrega', { mode: 'number' })
      .notNull()
      .references(() => entregasWebhook.id, { onDelete: 'cascade' }),
    intento: smallint('intento').notNull(),
    fecha: instante('fecha').notNull(),
    codigoHttp: smallint('codigo_http'),
    duracionMs: integer('duracion_ms'),
    error: varchar('error', { length: 500 }),
  },
  (t) => [index('intentos_entrega_webhook_entrega_idx').on(t.idEntrega, t.id)],
);
