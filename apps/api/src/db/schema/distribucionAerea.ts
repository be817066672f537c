import type {
  ArticuloSuministro,
  CodigoEstadoIata,
  DireccionHawb,
  DiscrepanciaRecibo,
  LiquidacionAerea,
  MercanciaPeligrosa,
  PiezaAerea,
  PiezaHawb,
} from '@extranet/sdk/schemas';
import { CodigoEstadoIataSchema } from '@extranet/sdk/schemas';
import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  date,
  doublePrecision,
  index,
  integer,
  json,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { id, instante } from './columns';
import { clientes, idCliente, usuarios } from './core';
import { paises } from './paises';

// Air export (DistribucionAerea): look-ups (countries, airports, services, package types, incoterms,
// postal codes, promotions), tariffs, the customers' air profiles and address books, HAWBs with their
// IATA events and warehouse receipts, supply requests and the account statement.

const iata = (name: string) => char(name, { length: 3 });
const kg = (name: string) => doublePrecision(name);

/** Tariff zones group countries: a tariff row may name an airport or a zone at either end. */
export const ZONAS_AEREAS = ['EUR', 'NAM', 'LAM', 'MEA', 'ASI'] as const;
export type ZonaAerea = (typeof ZONAS_AEREAS)[number];

export const aereoAeropuertos = pgTable(
  'aereo_aeropuertos',
  {
    id: id(),
    codigoIata: iata('codigo_iata').notNull().unique(),
    nombre: varchar('nombre', { length: 120 }).notNull(),
    ciudad: varchar('ciudad', { length: 80 }).notNull(),
    codigoPais: char('codigo_pais', { length: 2 }).notNull(),
    idPais: integer('id_pais')
      .notNull()
      .references(() => paises.id),
    zona: varchar('zona', { length: 3, enum: ZONAS_AEREAS }).notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
  },
  (t) => [index('aereo_aeropuertos_pais_idx').on(t.idPais)],
);

/** Air services (express, standard, consolidated, perishables) with their usual transit days. */
export const aereoServicios = pgTable('aereo_servicios', {
  id: id(),
  codigo: varchar('codigo', { length: 10 }).notNull().unique(),
  nombre: varchar('nombre', { length: 80 }).notNull(),
  diasTransito: integer('dias_transito').notNull(),
});

/** Package types of a HAWB piece line (UN/ECE Recommendation 21 codes). */
export const aereoTiposBulto = pgTable('aereo_tipos_bulto', {
  id: id(),
  codigo: varchar('codigo', { length: 3 }).notNull().unique(),
  nombre: varchar('nombre', { length: 60 }).notNull(),
});

/** Incoterms 2020 accepted on a HAWB (the rules for any mode of transport). */
export const aereoIncoterms = pgTable('aereo_incoterms', {
  id: id(),
  codigo: char('codigo', { length: 3 }).notNull().unique(),
  nombre: varchar('nombre', { length: 60 }).notNull(),
});

export const aereoCodigosPostales = pgTable(
  'aereo_codigos_postales',
  {
    id: id(),
    idPais: integer('id_pais')
      .notNull()
      .references(() => paises.id),
    codigoPostal: varchar('codigo_postal', { length: 12 }).notNull(),
    ciudad: varchar('ciudad', { length: 80 }).notNull(),
    provincia: varchar('provincia', { length: 80 }),
  },
  (t) => [index('aereo_codigos_postales_busqueda_idx').on(t.idPais, t.codigoPostal)],
);

/** Promotion codes: a discount on the freight while valid (`validoHasta` null: open-ended). */
export const aereoPromociones = pgTable('aereo_promociones', {
  id: id(),
  codigo: varchar('codigo', { length: 30 }).notNull().unique(),
  descripcion: varchar('descripcion', { length: 200 }).notNull(),
  descuentoPorcentaje: doublePrecision('descuento_porcentaje').notNull(),
  validoDesde: date('valido_desde', { mode: 'string' }).notNull(),
  validoHasta: date('valido_hasta', { mode: 'string' }),
});

export const TIPOS_LUGAR_TARIFA = ['AEROPUERTO', 'ZONA'] as const;

/**
 * Air tariffs per origin × destination (an airport or a zone at each end) × service, optionally
 * agreed with one customer. The most specific row wins: customer over general, airport over zone.
 */
export const aereoTarifas = pgTable(
  'aereo_tarifas',
  {
    id: id(),
    /** Null: the general tariff; otherwise a rate agreed with that customer. */
    idCliente: integer('id_cliente').references(() => clientes.id, { onDelete: 'cascade' }),
    idServicio: integer('id_servicio')
      .notNull()
      .references(() => aereoServicios.id),
    origenTipo: varchar('origen_tipo', { length: 10, enum: TIPOS_LUGAR_TARIFA }).notNull(),
    origen: varchar('origen', { length: 3 }).notNull(),
    destinoTipo: varchar('destino_tipo', { length: 10, enum: TIPOS_LUGAR_TARIFA }).notNull(),
    destino: varchar('destino', { length: 3 }).notNull(),
    moneda: char('moneda', { length: 3 }).notNull(),
    diasTransito: integer('dias_transito').notNull(),
    minimo: doublePrecision('minimo').notNull(),
    tarifaN: doublePrecision('tarifa_n').notNull(),
    tarifaQ45: doublePrecision('tarifa_q45'),
    tarifaQ100: doublePrecision('tarifa_q100'),
    tarifaQ300: doublePrecision('tarifa_q300'),
    tarifaQ500: doublePrecision('tarifa_q500'),
    tarifaQ1000: doublePrecision('tarifa_q1000'),
    fscKg: doublePrecision('fsc_kg').notNull(),
    sscKg: doublePrecision('ssc_kg').notNull(),
    awc: doublePrecision('awc').notNull().default(0),
  },
  (t) => [
    index('aereo_tarifas_ruta_idx').on(t.idServicio, t.origen, t.destino),
    check('aereo_tarifas_minimo_chk', sql`${t.minimo} >= 0 and ${t.tarifaN} > 0`),
  ],
);

/** A customer's air profile: allowed to ship by air, usual airport, bookable services. */
export const aereoEntidades = pgTable('aereo_entidades', {
  idCliente: integer('id_cliente')
    .primaryKey()
    .references(() => clientes.id, { onDelete: 'cascade' }),
  habilitada: boolean('habilitada').notNull().default(true),
  aeropuertoHabitual: iata('aeropuerto_habitual'),
  /** Tax id to print on the HAWB when the customer record has none (e.g. a US EIN). */
  nif: varchar('nif', { length: 20 }),
  idServicios: integer('id_servicios').array().notNull(),
});

export const TIPOS_PARTE = ['EXPEDIDOR', 'DESTINATARIO'] as const;

/** Address book of a customer: known shippers and consignees. */
export const aereoPartesConocidas = pgTable(
  'aereo_partes_conocidas',
  {
    id: id(),
    idCliente: idCliente('cascade'),
    tipo: varchar('tipo', { length: 12, enum: TIPOS_PARTE }).notNull(),
    nombre: varchar('nombre', { length: 120 }).notNull(),
    direccion: varchar('direccion', { length: 200 }).notNull(),
    codigoPostal: varchar('codigo_postal', { length: 12 }),
    ciudad: varchar('ciudad', { length: 80 }).notNull(),
    provincia: varchar('provincia', { length: 80 }),
    codigoPais: char('codigo_pais', { length: 2 }).notNull(),
    contacto: varchar('contacto', { length: 120 }),
    telefono: varchar('telefono', { length: 40 }),
    email: varchar('email', { length: 254 }),
  },
  (t) => [index('aereo_partes_conocidas_cliente_idx').on(t.idCliente, t.tipo)],
);

/** Entities that accept collect (CC) charges at destination on a customer's HAWBs. */
export const aereoEntidadesCollect = pgTable(
  'aereo_entidades_collect',
  {
    id: id(),
    idCliente: idCliente('cascade'),
    codigo: varchar('codigo', { length: 20 }).notNull(),
    nombre: varchar('nombre', { length: 120 }).notNull(),
    nif: varchar('nif', { length: 30 }),
    ciudad: varchar('ciudad', { length: 80 }).notNull(),
    codigoPais: char('codigo_pais', { length: 2 }).notNull(),
  },
  (t) => [index('aereo_entidades_collect_cliente_idx').on(t.idCliente)],
);

/** Sequences of document numbers (HAWB, supply requests): `UPDATE … RETURNING` is atomic on both drivers. */
export const aereoContadores = pgTable('aereo_contadores', {
  clave: varchar('clave', { length: 20 }).primaryKey(),
  ultimo: integer('ultimo').notNull(),
});

/**
 * An IATA status event as stored: the airport is the HAWB's origin or destination by the code, and
 * pieces and weight are the HAWB's unless the event says otherwise (a split or partial shipment).
 */
export interface EventoHawbGuardado {
  codigo: CodigoEstadoIata;
  fecha: string;
  vuelo: string | null;
  aeropuerto?: string;
  piezas?: number;
  pesoKg?: number;
}

const CODIGOS_ESTADO_IATA = CodigoEstadoIataSchema.options;

/**
 * House air waybills. Parties, pieces, charges and IATA events are only read with their HAWB: `json`
 * columns (stored as text, several times cheaper to write than `jsonb`, never queried inside).
 */
export const aereoHawbs = pgTable(
  'aereo_hawbs',
  {
    id: id(),
    idCliente: idCliente('cascade'),
    numeroHawb: varchar('numero_hawb', { length: 20 }).notNull().unique(),
    /** Airline prefix, serial and check digit (075-12345675); null until consolidated. */
    numeroMawb: varchar('numero_mawb', { length: 12 }),
    referenciaCliente: varchar('referencia_cliente', { length: 50 }),
    fechaEmision: instante('fecha_emision').notNull(),
    aeropuertoOrigen: iata('aeropuerto_origen').notNull(),
    aeropuertoDestino: iata('aeropuerto_destino').notNull(),
    nombreDestinatario: varchar('nombre_destinatario', { length: 120 }).notNull(),
    totalPiezas: integer('total_piezas').notNull(),
    pesoBrutoKg: kg('peso_bruto_kg').notNull(),
    volumenM3: doublePrecision('volumen_m3').notNull(),
    pesoVolumetricoKg: kg('peso_volumetrico_kg').notNull(),
    pesoTasableKg: kg('peso_tasable_kg').notNull(),
    estado: varchar('estado', { length: 3, enum: CODIGOS_ESTADO_IATA }).notNull(),
    fechaUltimoEvento: instante('fecha_ultimo_evento').notNull(),
    idServicio: integer('id_servicio')
      .notNull()
      .references(() => aereoServicios.id),
    pagoPortes: varchar('pago_portes', { length: 2, enum: ['PP', 'CC'] }).notNull(),
    idEntidadCollect: integer('id_entidad_collect').references(() => aereoEntidadesCollect.id),
    incoterm: char('incoterm', { length: 3 }).notNull(),
    moneda: char('moneda', { length: 3 }).notNull(),
    valorDeclaradoTransporte: doublePrecision('valor_declarado_transporte'),
    valorDeclaradoAduana: doublePrecision('valor_declarado_aduana'),
    importeSeguro: doublePrecision('importe_seguro'),
    descripcionMercancia: varchar('descripcion_mercancia', { length: 500 }).notNull(),
    informacionManipulacion: varchar('informacion_manipulacion', { length: 500 }),
    vuelo: varchar('vuelo', { length: 8 }),
    fechaVuelo: instante('fecha_vuelo'),
    expedidor: json('expedidor').$type<DireccionHawb>().notNull(),
    destinatario: json('destinatario').$type<DireccionHawb>().notNull(),
    notificar: json('notificar').$type<DireccionHawb>(),
    piezas: json('piezas').$type<PiezaHawb[]>().notNull(),
    mercanciaPeligrosa: json('mercancia_peligrosa').$type<MercanciaPeligrosa>(),
    cargos: json('cargos').$type<LiquidacionAerea>().notNull(),
    /** IATA status events, oldest first (the API numbers them 1… within the HAWB). */
    eventos: json('eventos').$type<EventoHawbGuardado[]>().notNull(),
    /** Who issued it through `Finalizar` (null for demo data). */
    idUsuario: integer('id_usuario').references(() => usuarios.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('aereo_hawbs_cliente_fecha_idx').on(t.idCliente, t.fechaEmision),
    index('aereo_hawbs_fecha_idx').on(t.fechaEmision),
  ],
);

/** Warehouse receipt at origin: the cargo of a HAWB as counted, weighed and measured. */
export const aereoRecibos = pgTable('aereo_recibos', {
  id: id(),
  idHawb: integer('id_hawb')
    .notNull()
    .unique()
    .references(() => aereoHawbs.id, { onDelete: 'cascade' }),
  idCliente: idCliente('cascade'),
  numeroRecibo: varchar('numero_recibo', { length: 30 }).notNull().unique(),
  fechaRecepcion: instante('fecha_recepcion').notNull(),
  recibidoPor: varchar('recibido_por', { length: 80 }).notNull(),
  almacen: varchar('almacen', { length: 120 }).notNull(),
  aeropuerto: iata('aeropuerto').notNull(),
  piezasDeclaradas: integer('piezas_declaradas').notNull(),
  piezasRecibidas: integer('piezas_recibidas').notNull(),
  pesoDeclaradoKg: kg('peso_declarado_kg').notNull(),
  pesoMedidoKg: kg('peso_medido_kg').notNull(),
  volumenM3: doublePrecision('volumen_m3').notNull(),
  pesoVolumetricoKg: kg('peso_volumetrico_kg').notNull(),
  pesoTasableKg: kg('peso_tasable_kg').notNull(),
  dimensiones: json('dimensiones').$type<PiezaAerea[]>().notNull(),
  discrepancias: json('discrepancias').$type<DiscrepanciaRecibo[]>().notNull(),
  observaciones: text('observaciones'),
});

export const ESTADOS_SOLICITUD_SUMINISTROS = ['PENDIENTE', 'PREPARADA', 'ENVIADA', 'ENTREGADA'] as const;

export interface DireccionEntregaSuministros {
  direccion: string;
  codigoPostal: string | null;
  ciudad: string;
  provincia: string | null;
  codigoPais: string;
}

export const aereoSolicitudesSuministros = pgTable(
  'aereo_solicitudes_suministros',
  {
    id: id(),
    idCliente: idCliente('cascade'),
    numeroSolicitud: varchar('numero_solicitud', { length: 20 }).notNull().unique(),
    fecha: instante('fecha').notNull(),
    estado: varchar('estado', { length: 10, enum: ESTADOS_SOLICITUD_SUMINISTROS }).notNull(),
    articulos: json('articulos').$type<ArticuloSuministro[]>().notNull(),
    direccionEntrega: json('direccion_entrega').$type<DireccionEntregaSuministros>().notNull(),
    contacto: varchar('contacto', { length: 120 }).notNull(),
    telefono: varchar('telefono', { length: 40 }).notNull(),
    email: varchar('email', { length: 254 }),
    comentarios: varchar('comentarios', { length: 1000 }),
    idUsuario: integer('id_usuario').references(() => usuarios.id, { onDelete: 'set null' }),
  },
  (t) => [index('aereo_solicitudes_suministros_cliente_fecha_idx').on(t.idCliente, t.fecha)],
);

export const TIPOS_DOCUMENTO_CUENTA = ['FACTURA', 'ABONO', 'COBRO', 'NOTA_CARGO'] as const;

/** Account statement: invoices and debit notes (debe), credit notes and payments (haber). */
export const aereoMovimientosCuenta = pgTable(
  'aereo_movimientos_cuenta',
  {
    id: id(),
    idCliente: idCliente('cascade'),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    tipoDocumento: varchar('tipo_documento', { length: 10, enum: TIPOS_DOCUMENTO_CUENTA }).notNull(),
    numeroDocumento: varchar('numero_documento', { length: 20 }).notNull(),
    concepto: varchar('concepto', { length: 200 }).notNull(),
    idHawb: integer('id_hawb').references(() => aereoHawbs.id, { onDelete: 'set null' }),
    numeroHawb: varchar('numero_hawb', { length: 20 }),
    debe: doublePrecision('debe').notNull().default(0),
    haber: doublePrecision('haber').notNull().default(0),
    moneda: char('moneda', { length: 3 }).notNull(),
    fechaVencimiento: date('fecha_vencimiento', { mode: 'string' }),
  },
  (t) => [
    index('aereo_movimientos_cuenta_cliente_fecha_idx').on(t.idCliente, t.fecha),
    uniqueIndex('aereo_movimientos_cuenta_documento_unq').on(t.tipoDocumento, t.numeroDocumento),
  ],
);
