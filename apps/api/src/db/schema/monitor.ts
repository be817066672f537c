import type { CodigoMetrica, Permiso, UnidadMetrica } from '@extranet/sdk/schemas';
import { index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { creado, id } from './columns';
import { idUsuario } from './core';

// The monitor (dashboard): the catalogue of KPIs and the metrics each user pinned, in order. Values
// are never stored: they are computed from the other domains' tables when asked.

/** A KPI of the catalogue; `permisos`: the user needs one of these flags to pin and see it. */
export const monitorMetricas = pgTable('monitor_metricas', {
  codigo: varchar('codigo', { length: 40 }).$type<CodigoMetrica>().primaryKey(),
  nombre: varchar('nombre', { length: 80 }).notNull(),
  descripcion: varchar('descripcion', { length: 300 }).notNull(),
  unidad: varchar('unidad', { length: 12 }).$type<UnidadMetrica>().notNull(),
  /** Path of the screen the metric links to (routes manifest). */
  area: varchar('area', { length: 40 }).notNull(),
  permisos: text('permisos').array().$type<Permiso[]>().notNull(),
  /** Position in the catalogue. */
  orden: integer('orden').notNull(),
});

/** A metric pinned by a user; `id` is the pin (`idusuariometrica`), `orden` its place from 1. */
export const monitorMetricasUsuario = pgTable(
  'monitor_metricas_usuario',
  {
    id: id(),
    idUsuario: idUsuario(),
    codigoMetrica: varchar('codigo_metrica', { length: 40 })
      .$type<CodigoMetrica>()
      .notNull()
      .references(() => monitorMetricas.codigo),
    orden: integer('orden').notNull(),
    fechaAlta: creado(),
  },
  (t) => [
    uniqueIndex('monitor_metricas_usuario_unq').on(t.idUsuario, t.codigoMetrica),
    index('monitor_metricas_usuario_orden_idx').on(t.idUsuario, t.orden),
  ],
);
