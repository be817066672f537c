import type { EstadoGrid, Permiso } from '@extranet/sdk/schemas';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  text,
  type UpdateDeleteAction,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { creado, id, instante } from './columns';

// Core tables: who may sign in, with which permission flags, for which customer accounts, and the
// security plumbing around it (recovery tokens, mail outbox, audit log). Domain tables live in their
// own modules next to this one and reference `clientes.id` / `usuarios.id`.

const flag = (name: string) => boolean(name).notNull().default(false);

/** The customer account a row belongs to (`cascade`: the row goes with the account). */
export const idCliente = (onDelete?: UpdateDeleteAction) =>
  integer('id_cliente')
    .notNull()
    .references(() => clientes.id, onDelete ? { onDelete } : {});

/** The user a row belongs to; it goes with the user. */
export const idUsuario = () =>
  integer('id_usuario')
    .notNull()
    .references(() => usuarios.id, { onDelete: 'cascade' });

/** A named permission set. `isAdmin` makes its users Administrators (token role and admin calls). */
export const roles = pgTable('roles', {
  id: id(),
  nombre: varchar('nombre', { length: 60 }).notNull().unique(),
  descripcion: varchar('descripcion', { length: 300 }),
  accesoPartidas: flag('acceso_partidas'),
  accesoDossieres: flag('acceso_dossieres'),
  accesoStock: flag('acceso_stock'),
  accesoMovimientosAlmacen: flag('acceso_movimientos_almacen'),
  accesoDistribucion: flag('acceso_distribucion'),
  accesoSolicitudTransporte: flag('acceso_solicitud_transporte'),
  accesoSolicitudEnvio: flag('acceso_solicitud_envio'),
  accesoSimuladorTarifas: flag('acceso_simulador_tarifas'),
  accesoSolicitudSuministros: flag('acceso_solicitud_suministros'),
  accesoEstadoEnvios: flag('acceso_estado_envios'),
  accesoEstadoCuentas: flag('acceso_estado_cuentas'),
  accesoPowerBI: flag('acceso_power_bi'),
  isAdmin: flag('is_admin'),
  fechaAlta: creado(),
});

// Fails to compile when the SDK adds a permission flag that the roles table lacks.
type MissingFlag = Exclude<Permiso, keyof typeof roles.$inferSelect>;
const everyFlagHasAColumn: [MissingFlag] extends [never] ? true : MissingFlag = true;
void everyFlagHasAColumn;

export const ESTADOS_USUARIO = ['ACTIVO', 'PENDIENTE', 'BAJA'] as const;
export type EstadoUsuario = (typeof ESTADOS_USUARIO)[number];

export const usuarios = pgTable(
  'usuarios',
  {
    id: id(),
    usuario: varchar('usuario', { length: 100 }).notNull(),
    nombre: varchar('nombre', { length: 120 }).notNull(),
    correo: varchar('correo', { length: 254 }).notNull(),
    /** `scrypt$<logN>$<r>$<p>$<salt>$<hash>`; null for an access request that was never approved. */
    claveHash: text('clave_hash'),
    idRol: integer('id_rol')
      .notNull()
      .references(() => roles.id),
    estado: varchar('estado', { length: 10, enum: ESTADOS_USUARIO }).notNull().default('ACTIVO'),
    idioma: varchar('idioma', { length: 2, enum: ['en', 'es'] }),
    telefono: varchar('telefono', { length: 40 }),
    empresa: varchar('empresa', { length: 160 }),
    comentario: varchar('comentario', { length: 1000 }),
    /** Tokens issued before this instant are refused (logout, password change, disabling). */
    tokensValidosDesde: instante('tokens_validos_desde'),
    ultimoAcceso: instante('ultimo_acceso'),
    fechaAlta: creado(),
  },
  (t) => [
    uniqueIndex('usuarios_usuario_unq').on(sql`lower(${t.usuario})`),
    index('usuarios_correo_idx').on(sql`lower(${t.correo})`),
    check('usuarios_estado_chk', sql`${t.estado} in ('ACTIVO', 'PENDIENTE', 'BAJA')`),
  ],
);

/** A customer account of the provider (an "entity" in the API's words). */
export const clientes = pgTable('clientes', {
  id: id(),
  codigo: varchar('codigo', { length: 20 }).notNull().unique(),
  nombre: varchar('nombre', { length: 160 }).notNull(),
  nif: varchar('nif', { length: 20 }),
  pais: char('pais', { length: 2 }).notNull(),
  ciudad: varchar('ciudad', { length: 100 }).notNull(),
  fechaAlta: creado(),
});

/** Which customer accounts a user may see; the row id is the API's `idusuarioentidad`. */
export const usuarioCliente = pgTable(
  'usuario_cliente',
  {
    id: id(),
    idUsuario: idUsuario(),
    idCliente: idCliente('cascade'),
    fechaAlta: creado(),
  },
  (t) => [
    uniqueIndex('usuario_cliente_unq').on(t.idUsuario, t.idCliente),
    index('usuario_cliente_cliente_idx').on(t.idCliente),
  ],
);

/** Password-recovery tokens: only the SHA-256 of the token is stored; single use, short-lived. */
export const recuperacionesClave = pgTable(
  'recuperaciones_clave',
  {
    id: id(),
    idUsuario: idUsuario(),
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    caducidad: instante('caducidad').notNull(),
    usado: instante('usado'),
    fechaAlta: creado(),
  },
  (t) => [index('recuperaciones_clave_usuario_idx').on(t.idUsuario)],
);

/** Every e-mail the server sends goes through here first (visible in dev, sent by SMTP when configured). */
export const correosSalientes = pgTable('correos_salientes', {
  id: id(),
  para: varchar('para', { length: 254 }).notNull(),
  asunto: varchar('asunto', { length: 200 }).notNull(),
  texto: text('texto').notNull(),
  enviado: instante('enviado'),
  error: text('error'),
  fechaAlta: creado(),
});

/** Security events: sign-ins, failures, denied calls, revocations. */
export const auditoria = pgTable(
  'auditoria',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    fecha: instante('fecha').notNull().defaultNow(),
    evento: varchar('evento', { length: 40 }).notNull(),
    idUsuario: integer('id_usuario'),
    usuario: varchar('usuario', { length: 100 }),
    ip: varchar('ip', { length: 64 }),
    detalle: varchar('detalle', { length: 500 }),
    /** The customer the event belongs to (its users see an entity's activity). */
    idCliente: integer('id_cliente'),
    /** What was acted on (`'partida'`, `'usuario'`, `'rol'`…) and its id, as text. */
    entidad: varchar('entidad', { length: 20 }),
    idEntidad: varchar('id_entidad', { length: 40 }),
    /** Values before and after a change (never secrets). */
    antes: json('antes'),
    despues: json('despues'),
  },
  (t) => [
    index('auditoria_fecha_idx').on(t.fecha),
    index('auditoria_entidad_idx').on(t.entidad, t.idEntidad),
    index('auditoria_usuario_idx').on(t.usuario, t.fecha),
    index('auditoria_evento_idx').on(t.evento, t.fecha),
  ],
);

/** Saved views of a grid, per user and grid code; at most one default per user and grid. */
export const configuracionesGrid = pgTable(
  'configuraciones_grid',
  {
    id: id(),
    idUsuario: idUsuario(),
    codigoGrid: varchar('codigo_grid', { length: 50 }).notNull(),
    nombre: varchar('nombre', { length: 80 }).notNull(),
    predeterminada: boolean('predeterminada').notNull().default(false),
    /** The mantine-react-table state, as the SDK's `EstadoGridSchema` describes it. */
    estado: jsonb('estado').$type<EstadoGrid>().notNull(),
    fechaModificacion: instante('fecha_modificacion').notNull().defaultNow(),
    fechaAlta: creado(),
  },
  (t) => [
    index('configuraciones_grid_usuario_idx').on(t.idUsuario, t.codigoGrid),
    uniqueIndex('configuraciones_grid_predeterminada_unq')
      .on(t.idUsuario, t.codigoGrid)
      .where(sql`${t.predeterminada}`),
  ],
);

/** A user's look (the language lives on the user, where the profile reads it). */
export const estilos = pgTable('estilos', {
  idUsuario: integer('id_usuario')
    .primaryKey()
    .references(() => usuarios.id, { onDelete: 'cascade' }),
  tema: varchar('tema', { length: 10 }).notNull(),
  colorPrimario: varchar('color_primario', { length: 20 }).notNull(),
  densidad: varchar('densidad', { length: 20 }).notNull(),
  fechaModificacion: instante('fecha_modificacion').notNull().defaultNow(),
});

/** Application parameters any signed-in user may read; one row (id 1). */
export const parametrosAplicacion = pgTable('parametros_aplicacion', {
  id: integer('id').primaryKey(),
  nombreAplicacion: varchar('nombre_aplicacion', { length: 80 }).notNull(),
  idiomas: text('idiomas').array().notNull(),
  idiomaPredeterminado: varchar('idioma_predeterminado', { length: 2 }).notNull(),
  moneda: char('moneda', { length: 3 }).notNull(),
  soporteCorreo: varchar('soporte_correo', { length: 254 }).notNull(),
  soporteTelefono: varchar('soporte_telefono', { length: 40 }).notNull(),
  urlPowerBI: varchar('url_power_bi', { length: 500 }),
  maximoFilasExportacion: integer('maximo_filas_exportacion').notNull(),
});
