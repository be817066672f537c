import * as v from 'valibot';
import { CantidadSchema, CodigoPaisSchema, IdParamSchema, IdSchema, MonedaSchema } from '../common.schema';
import { entityEntries } from '../internal/fields';

// The look-ups of the road and sea transport request form: traffic and container types, the
// customer's entities and known parties, incoterms, services, package types, HS codes, ports and
// dangerous goods. Re-exported by transportes.schema.ts.

/** UN dangerous-goods class or division, e.g. `3`, `2.1`, `4.1`, `6.1`. */
const ClaseAdrCodigoSchema = v.pipe(v.string(), v.regex(/^[1-9](\.[1-6])?$/));

/**
 * How the goods travel: full container (FCL), groupage in a shared container (LCL), full truck (FTL)
 * or groupage by road (LTL). Used as the `tipotrafico` query parameter and `tipoTrafico` of requests.
 */
export const TipoTraficoSchema = v.picklist(
  ['MARITIMO_FCL', 'MARITIMO_LCL', 'TERRESTRE_FTL', 'TERRESTRE_LTL'],
  'must be MARITIMO_FCL, MARITIMO_LCL, TERRESTRE_FTL or TERRESTRE_LTL',
);

/** ISO 6346 size-type of the containers a sea FCL request can book (40RF: reefer). */
export const TipoContenedorTransporteSchema = v.picklist(
  ['20DV', '40DV', '40HC', '40RF'],
  'must be 20DV, 40DV, 40HC or 40RF',
);

/** A customer account the caller may book transport for; `id` is the `identidad` of the other calls. */
export const EntidadTransporteSchema = v.object({
  ...entityEntries(),
  /** Currency the account is quoted and invoiced in. */
  moneda: MonedaSchema,
});

const addressEntries = {
  nombre: v.string(),
  nif: v.nullable(v.string()),
  direccion: v.string(),
  codigoPostal: v.string(),
  ciudad: v.string(),
  provincia: v.nullable(v.string()),
  idPais: IdSchema,
  codigoPais: CodigoPaisSchema,
  contacto: v.nullable(v.string()),
  telefono: v.nullable(v.string()),
  email: v.nullable(v.string()),
};

/** The customer account's own address, the default shipper (export) or consignee (import). */
export const DireccionEntidadSchema = v.object({
  /** The `identidad` asked for. */
  id: IdSchema,
  ...addressEntries,
});

/** A shipper or consignee the customer has used before, offered to fill the request's parties. */
export const ParteConocidaTransporteSchema = v.object({
  id: IdSchema,
  idCliente: IdSchema,
  cliente: v.string(),
  ...addressEntries,
});

/** Lifecycle of a transport request, in order: SOLICITADA → CONFIRMADA → RECOGIDA → EN_TRANSITO → ENTREGADA. */
export const CodigoEstadoTransporteSchema = v.picklist([
  'SOLICITADA', // booked by the customer, not yet confirmed by the provider
  'CONFIRMADA', // space booked with the carrier, pickup scheduled
  'RECOGIDA', // picked up at the shipper (or gated in at the port)
  'EN_TRANSITO',
  'ENTREGADA',
  'CANCELADA',
]);

export const EstadoTransporteSchema = v.object({
  id: IdSchema,
  codigo: CodigoEstadoTransporteSchema,
  nombre: v.string(),
  /** Position in the lifecycle, for sorting. */
  orden: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** No transition leaves this status (ENTREGADA, CANCELADA). */
  final: v.boolean(),
});

/** Incoterms® 2020 rules. */
export const CodigoIncotermSchema = v.picklist([
  'EXW',
  'FCA',
  'CPT',
  'CIP',
  'DAP',
  'DPU',
  'DDP',
  'FAS',
  'FOB',
  'CFR',
  'CIF',
]);

export const IncotermTransporteSchema = v.object({
  id: IdSchema,
  codigo: CodigoIncotermSchema,
  nombre: v.string(),
  /** FAS, FOB, CFR and CIF apply to sea and inland-waterway transport only. */
  soloMaritimo: v.boolean(),
});

/** A service level (standard, express, groupage…) and the traffic types it is offered for. */
export const ServicioTransporteSchema = v.object({
  id: IdSchema,
  codigo: v.string(),
  nombre: v.string(),
  tiposTrafico: v.array(TipoTraficoSchema),
});

/** A package type; `codigo` is the UN/ECE Rec. 21 code (PX pallet, CT carton, CR crate, DR drum…). */
export const TipoBultoTransporteSchema = v.object({
  id: IdSchema,
  codigo: v.string(),
  nombre: v.string(),
  /** Standard footprint and height when the type has one (EUR pallet 120 × 80), else null. */
  largoCm: v.nullable(CantidadSchema),
  anchoCm: v.nullable(CantidadSchema),
  altoCm: v.nullable(CantidadSchema),
});

/** An HS tariff heading found by `PartidasArancelarias/{busqueda}` (text or code prefix). */
export const PartidaArancelariaSchema = v.object({
  id: IdSchema,
  /** 6 to 10 digits, without dots. */
  codigo: v.pipe(v.string(), v.regex(/^\d{6,10}$/)),
  descripcion: v.string(),
});

/** A seaport; `codigo` is its UN/LOCODE (ESVLC, CNSHA, USNYC). */
export const PuertoSchema = v.object({
  id: IdSchema,
  codigo: v.pipe(v.string(), v.regex(/^[A-Z]{2}[A-Z2-9]{3}$/)),
  nombre: v.string(),
  idPais: IdSchema,
});

/** An ADR / IMDG dangerous-goods class or division (1.1 explosives … 9 miscellaneous). */
export const TipoMercanciaAdrSchema = v.object({
  id: IdSchema,
  clase: ClaseAdrCodigoSchema,
  descripcion: v.string(),
});

/** A UN number of the dangerous-goods list, with its proper shipping name, class and packing group. */
export const TipoMercanciaOnuSchema = v.object({
  id: IdSchema,
  /** Four digits, e.g. `1203` (petrol). */
  numeroOnu: v.pipe(v.string(), v.regex(/^\d{4}$/)),
  descripcion: v.string(),
  clase: ClaseAdrCodigoSchema,
  /** I high, II medium, III low danger; null where the class has none (gases, radioactive). */
  grupoEmbalaje: v.nullable(v.picklist(['I', 'II', 'III'])),
});

/** Query of `DestinatariosConocidos` and `ExpedidoresConocidos`: the customer account and the country. */
export const PartesConocidasQuerySchema = v.object({
  identidad: IdParamSchema,
  idpais: IdParamSchema,
});

/** Query of `Puertos`: ports of a country that handle the sea traffic type. */
export const PuertosQuerySchema = v.object({
  idpais: IdParamSchema,
  tipotrafico: v.picklist(['MARITIMO_FCL', 'MARITIMO_LCL'], 'must be MARITIMO_FCL or MARITIMO_LCL'),
});

export type TipoTrafico = v.InferOutput<typeof TipoTraficoSchema>;
export type TipoContenedorTransporte = v.InferOutput<typeof TipoContenedorTransporteSchema>;
export type EntidadTransporte = v.InferOutput<typeof EntidadTransporteSchema>;
export type DireccionEntidad = v.InferOutput<typeof DireccionEntidadSchema>;
export type ParteConocidaTransporte = v.InferOutput<typeof ParteConocidaTransporteSchema>;
export type CodigoEstadoTransporte = v.InferOutput<typeof CodigoEstadoTransporteSchema>;
export type EstadoTransporte = v.InferOutput<typeof EstadoTransporteSchema>;
export type CodigoIncoterm = v.InferOutput<typeof CodigoIncotermSchema>;
export type IncotermTransporte = v.InferOutput<typeof IncotermTransporteSchema>;
export type ServicioTransporte = v.InferOutput<typeof ServicioTransporteSchema>;
export type TipoBultoTransporte = v.InferOutput<typeof TipoBultoTransporteSchema>;
export type PartidaArancelaria = v.InferOutput<typeof PartidaArancelariaSchema>;
export type Puerto = v.InferOutput<typeof PuertoSchema>;
export type TipoMercanciaAdr = v.InferOutput<typeof TipoMercanciaAdrSchema>;
export type TipoMercanciaOnu = v.InferOutput<typeof TipoMercanciaOnuSchema>;
export type PartesConocidasQuery = v.InferInput<typeof PartesConocidasQuerySchema>;
export type PuertosQuery = v.InferInput<typeof PuertosQuerySchema>;
