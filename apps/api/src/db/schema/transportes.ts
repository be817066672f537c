import type {
  CalcularVentas,
  CodigoEstadoTransporte,
  CodigoIncoterm,
  CotizacionTransporte,
  GenerarPartida,
  TipoContenedorTransporte,
  TipoTrafico,
} from '@extranet/sdk/schemas';
import {
  boolean,
  char,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { creado, id } from './columns';
import { clientes, idCliente, usuarios } from './core';
import { paises } from './paises';

// Road and sea transport requests (Transportes): the request form's look-ups (countries, ports,
// services, package types, incoterms, statuses, HS headings, dangerous goods), the customers' own
// addresses and address books, the sales tariffs that price a request, and the booked requests.

/** A postal address with its contact, as the customers' own addresses and address books keep it. */
const addressColumns = () => ({
  direccion: varchar('direccion', { length: 200 }).notNull(),
  codigoPostal: varchar('codigo_postal', { length: 12 }).notNull(),
  ciudad: varchar('ciudad', { length: 100 }).notNull(),
  provincia: varchar('provincia', { length: 100 }),
  idPais: integer('id_pais')
    .notNull()
    .references(() => paises.id),
  contacto: varchar('contacto', { length: 100 }),
  telefono: varchar('telefono', { length: 40 }),
  email: varchar('email', { length: 254 }),
});

/** Seaports; `zona` is the sea-tariff zone, `fcl`/`lcl` the traffic types the port is served for. */
export const transportePuertos = pgTable(
  'transporte_puertos',
  {
    id: id(),
    codigo: char('codigo', { length: 5 }).notNull().unique(),
    nombre: varchar('nombre', { length: 80 }).notNull(),
    idPais: integer('id_pais')
      .notNull()
      .references(() => paises.id),
    zona: varchar('zona', { length: 10 }),
    fcl: boolean('fcl').notNull(),
    lcl: boolean('lcl').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
  },
  (t) => [index('transporte_puertos_pais_idx').on(t.idPais)],
);

/**
 * Places a road leg can start or end at (cities, and for Spain the province capitals that postal
 * codes map to), with coordinates for the distance.
 */
export const transporteLugares = pgTable(
  'transporte_lugares',
  {
    id: id(),
    /** UN/LOCODE when the place has one (cities, ports); null for a province capital without one. */
    codigo: char('codigo', { length: 5 }),
    codigoPais: char('codigo_pais', { length: 2 }).notNull(),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    /** Lower-case, unaccented name, to match what a user types. */
    nombreNormalizado: varchar('nombre_normalizado', { length: 100 }).notNull(),
    /** Spanish postal-code prefix (province, 2 digits) the place stands for; null elsewhere. */
    prefijoPostal: varchar('prefijo_postal', { length: 3 }),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
  },
  (t) => [index('transporte_lugares_pais_idx').on(t.codigoPais, t.nombreNormalizado)],
);

/** Service levels; `factorFlete` multiplies the freight, `ajusteDias` moves the transit time. */
export const transporteServicios = pgTable('transporte_servicios', {
  id: id(),
  codigo: varchar('codigo', { length: 10 }).notNull().unique(),
  nombre: varchar('nombre', { length: 80 }).notNull(),
  tiposTrafico: text('tipos_trafico').array().$type<TipoTrafico[]>().notNull(),
  factorFlete: doublePrecision('factor_flete').notNull(),
  ajusteDias: integer('ajuste_dias').notNull(),
});

/** Package types (UN/ECE Recommendation 21 codes) with their standard dimensions, when they have one. */
export const transporteTiposBulto = pgTable('transporte_tipos_bulto', {
  id: id(),
  codigo: varchar('codigo', { length: 3 }).notNull().unique(),
  nombre: varchar('nombre', { length: 80 }).notNull(),
  largoCm: doublePrecision('largo_cm'),
  anchoCm: doublePrecision('ancho_cm'),
  altoCm: doublePrecision('alto_cm'),
});

/** Incoterms 2020 rules. */
export const transporteIncoterms = pgTable('transporte_incoterms', {
  id: id(),
  codigo: char('codigo', { length: 3 }).$type<CodigoIncoterm>().notNull().unique(),
  nombre: varchar('nombre', { length: 60 }).notNull(),
  soloMaritimo: boolean('solo_maritimo').notNull(),
});

/** Lifecycle of a transport request. */
export const transporteEstados = pgTable('transporte_estados', {
  id: id(),
  codigo: varchar('codigo', { length: 20 }).$type<CodigoEstadoTransporte>().notNull().unique(),
  nombre: varchar('nombre', { length: 60 }).notNull(),
  orden: integer('orden').notNull(),
  final: boolean('final').notNull(),
});

/** HS tariff headings; `busqueda` is the code and description lower-cased and unaccented. */
export const transportePartidasArancelarias = pgTable(
  'transporte_partidas_arancelarias',
  {
    id: id(),
    codigo: varchar('codigo', { length: 10 }).notNull().unique(),
    descripcion: varchar('descripcion', { length: 300 }).notNull(),
    busqueda: varchar('busqueda', { length: 320 }).notNull(),
  },
  (t) => [index('transporte_partidas_arancelarias_codigo_idx').on(t.codigo)],
);

/** Dangerous-goods classes and divisions (ADR / IMDG). */
export const transporteClasesAdr = pgTable('transporte_clases_adr', {
  id: id(),
  clase: varchar('clase', { length: 3 }).notNull().unique(),
  descripcion: varchar('descripcion', { length: 160 }).notNull(),
});

/** UN numbers of the dangerous-goods list. */
export const transporteMercanciasOnu = pgTable('transporte_mercancias_onu', {
  id: id(),
  numeroOnu: char('numero_onu', { length: 4 }).notNull(),
  descripcion: varchar('descripcion', { length: 300 }).notNull(),
  clase: varchar('clase', { length: 3 }).notNull(),
  grupoEmbalaje: varchar('grupo_embalaje', { length: 3, enum: ['I', 'II', 'III'] }),
});

/** A customer account's own address and the currency it is quoted in. */
export const transporteDireccionesCliente = pgTable('transporte_direcciones_cliente', {
  idCliente: integer('id_cliente')
    .primaryKey()
    .references(() => clientes.id, { onDelete: 'cascade' }),
  ...addressColumns(),
  moneda: char('moneda', { length: 3 }).notNull(),
});

export const ROLES_PARTE_TRANSPORTE = ['EXPEDIDOR', 'DESTINATARIO'] as const;
export type RolParteTransporte = (typeof ROLES_PARTE_TRANSPORTE)[number];

/** Address book of a customer: shippers it ships from and consignees it ships to. */
export const transportePartes = pgTable(
  'transporte_partes',
  {
    id: id(),
    idCliente: idCliente('cascade'),
    rol: varchar('rol', { length: 12, enum: ROLES_PARTE_TRANSPORTE }).notNull(),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    nif: varchar('nif', { length: 20 }),
    ...addressColumns(),
    fechaAlta: creado(),
  },
  (t) => [index('transporte_partes_cliente_idx').on(t.idCliente, t.rol, t.idPais)],
);

// ---------------------------------------------------------------------------------------------------
// Sales tariffs (EUR; quotes are converted to the customer's currency)

/**
 * Sea freight. `origen`/`destino` name a port (UN/LOCODE), a zone (`Z:MEDW`) or any place (`*`);
 * the most specific row wins. FCL rows price one container of `tipoContenedor`, LCL rows one W/M
 * (revenue tonne: 1 t or 1 m³) with a minimum of `minimoWm`. `*` rows add `precioPorMilKm` and
 * `diasPorMilKm` over the great-circle distance.
 */
export const transporteTarifasMaritimas = pgTable(
  'transporte_tarifas_maritimas',
  {
    id: id(),
    tipoTrafico: varchar('tipo_trafico', { length: 12, enum: ['MARITIMO_FCL', 'MARITIMO_LCL'] }).notNull(),
    origen: varchar('origen', { length: 10 }).notNull(),
    destino: varchar('destino', { length: 10 }).notNull(),
    tipoContenedor: varchar('tipo_contenedor', { length: 4 }).$type<TipoContenedorTransporte>(),
    precio: doublePrecision('precio').notNull(),
    precioPorMilKm: doublePrecision('precio_por_mil_km').notNull().default(0),
    minimoWm: doublePrecision('minimo_wm'),
    diasTransito: integer('dias_transito').notNull(),
    diasPorMilKm: doublePrecision('dias_por_mil_km').notNull().default(0),
  },
  (t) => [index('transporte_tarifas_maritimas_lane_idx').on(t.tipoTrafico, t.origen, t.destino)],
);

/**
 * Road freight by scope (domestic or international) and distance band (`hastaKm`, null: beyond the
 * last band). FTL rows: `precio` per km and truck, `minimo` per truck; LTL rows: `precio` per
 * 100 kg of taxable weight, `minimo` per shipment. Transit: ceil(km / kmDia) + diasBase.
 */
export const transporteTarifasTerrestres = pgTable('transporte_tarifas_terrestres', {
  id: id(),
  tipoTrafico: varchar('tipo_trafico', { length: 13, enum: ['TERRESTRE_FTL', 'TERRESTRE_LTL'] }).notNull(),
  ambito: varchar('ambito', { length: 13, enum: ['NACIONAL', 'INTERNACIONAL'] }).notNull(),
  zona: varchar('zona', { length: 10 }).notNull(),
  hastaKm: integer('hasta_km'),
  precio: doublePrecision('precio').notNull(),
  minimo: doublePrecision('minimo').notNull(),
  kmDia: integer('km_dia').notNull(),
  diasBase: integer('dias_base').notNull(),
});

/**
 * Surcharges and ancillary charges. `base` says what a row is charged per (`PCT_FLETE`: a
 * percentage of the freight); `valoresContenedor` prices CONTENEDOR rows per container type (a
 * type missing from it is not charged); every condition must hold for the row to apply.
 */
export const transporteRecargos = pgTable('transporte_recargos', {
  id: id(),
  codigo: varchar('codigo', { length: 20 }).notNull(),
  concepto: varchar('concepto', { length: 100 }).notNull(),
  tiposTrafico: text('tipos_trafico').array().$type<TipoTrafico[]>().notNull(),
  base: varchar('base', { length: 12 }).notNull(),
  valor: doublePrecision('valor').notNull(),
  valoresContenedor: jsonb('valores_contenedor').$type<Partial<Record<TipoContenedorTransporte, number>>>(),
  minimo: doublePrecision('minimo'),
  condiciones: text('condiciones').array().notNull(),
});

/** Numeric tariff parameters (stowage factors, road circuity, truck capacity, quote validity). */
export const transporteParametrosTarifa = pgTable('transporte_parametros_tarifa', {
  clave: varchar('clave', { length: 40 }).primaryKey(),
  valor: doublePrecision('valor').notNull(),
  descripcion: varchar('descripcion', { length: 200 }).notNull(),
});

/** Exchange rates: units of `moneda` per euro. */
export const transporteTiposCambio = pgTable('transporte_tipos_cambio', {
  moneda: char('moneda', { length: 3 }).primaryKey(),
  porEur: doublePrecision('por_eur').notNull(),
});

// ---------------------------------------------------------------------------------------------------
// Booked requests

/** A booked request: what was asked, its price, and the shipment it created in tracking. */
export const transporteSolicitudes = pgTable(
  'transporte_solicitudes',
  {
    id: id(),
    idCliente: idCliente('cascade'),
    idUsuario: integer('id_usuario').references(() => usuarios.id, { onDelete: 'set null' }),
    tipoTrafico: varchar('tipo_trafico', { length: 13 }).$type<TipoTrafico>().notNull(),
    estado: varchar('estado', { length: 20 }).notNull(),
    idExpedidor: integer('id_expedidor').references(() => transportePartes.id),
    idDestinatario: integer('id_destinatario').references(() => transportePartes.id),
    fechaDisponible: date('fecha_disponible', { mode: 'string' }).notNull(),
    solicitud: jsonb('solicitud').$type<GenerarPartida | CalcularVentas>().notNull(),
    cotizacion: jsonb('cotizacion').$type<CotizacionTransporte>().notNull(),
    total: doublePrecision('total').notNull(),
    moneda: char('moneda', { length: 3 }).notNull(),
    idPartida: integer('id_partida'),
    numeroPartida: varchar('numero_partida', { length: 30 }),
    fechaAlta: creado(),
  },
  (t) => [
    index('transporte_solicitudes_cliente_idx').on(t.idCliente, t.fechaAlta),
    uniqueIndex('transporte_solicitudes_partida_unq').on(t.idPartida),
  ],
);
