import * as v from 'valibot';
import {
  CantidadSchema,
  CodigoIataSchema,
  CodigoPaisSchema,
  EmailSchema,
  FechaHoraSchema,
  FechaSchema,
  IdParamSchema,
  IdSchema,
  ImporteSchema,
  MonedaSchema,
} from '../common.schema';
import {
  differentAirports,
  entityEntries,
  integerBetween,
  optionalText,
  requiredText,
} from '../internal/fields';
import {
  IdEntradaAereaSchema,
  LiquidacionAereaSchema,
  PiezaAereaSchema,
  TramoPesoAereoSchema,
} from './distribucionAerea.hawb.schema';

// Air export (DistribucionAerea): look-ups, tariff simulation, supply requests and statements.
// The HAWB itself (issue, detail, status control, warehouse receipt) lives in the file re-exported here.
export * from './distribucionAerea.hawb.schema';

/** Body of `Aeropuerto`: IATA code, airport or city name, optionally within one country (`PaisSchema.id`). */
export const BusquedaAeropuertoSchema = v.object({
  busqueda: v.pipe(
    v.string('is required'),
    v.trim(),
    v.minLength(2, 'must have at least 2 characters'),
    v.maxLength(100, 'must have at most 100 characters'),
  ),
  idPais: v.optional(IdEntradaAereaSchema),
});

export const AeropuertoSchema = v.object({
  id: IdSchema,
  codigoIata: CodigoIataSchema,
  nombre: v.string(),
  ciudad: v.string(),
  codigoPais: CodigoPaisSchema,
});

/** Body of `BuscarCodigoPromocional`. */
export const BuscarCodigoPromocionalSchema = v.object({ codigo: requiredText(30) });

/** A valid promotion code (an unknown or expired one answers 404). */
export const PromocionAereaSchema = v.object({
  codigo: v.string(),
  descripcion: v.string(),
  descuentoPorcentaje: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  /** Last day it applies; null when open-ended. */
  validoHasta: v.nullable(FechaSchema),
});

/** Body of `CalcularTarifa`: route, service and pieces; `idEntidad` applies that customer's rates. */
export const CalculoTarifaAereaSchema = v.pipe(
  v.object({
    aeropuertoOrigen: CodigoIataSchema,
    aeropuertoDestino: CodigoIataSchema,
    idServicio: IdEntradaAereaSchema,
    piezas: v.pipe(
      v.array(PiezaAereaSchema, 'is required'),
      v.minLength(1, 'must have at least one piece'),
      v.maxLength(100, 'must have at most 100 lines'),
    ),
    codigoPromocional: optionalText(30),
    idEntidad: v.optional(IdEntradaAereaSchema),
  }),
  differentAirports(),
);

/**
 * An air freight quote. Volumetric kg = Σ cm³ ÷ 6000; chargeable kg = max(gross, volumetric) rounded
 * up to 0.5 kg; then the rating (class, weight break, rate, surcharges, discount, total).
 */
export const TarifaAereaSchema = v.object({
  aeropuertoOrigen: CodigoIataSchema,
  aeropuertoDestino: CodigoIataSchema,
  idServicio: IdSchema,
  servicio: v.string(),
  diasTransito: v.pipe(v.number(), v.integer(), v.minValue(0)),
  totalPiezas: v.pipe(v.number(), v.integer(), v.minValue(1)),
  pesoBrutoKg: CantidadSchema,
  volumenM3: CantidadSchema,
  pesoVolumetricoKg: CantidadSchema,
  pesoTasableKg: CantidadSchema,
  ...LiquidacionAereaSchema.entries,
  /**
   * Extension: the route's rate per kg at each weight break offered (0 is the normal rate N), so a
   * quote can be checked by hand. Optional: older servers leave it out.
   */
  tramos: v.optional(v.array(v.object({ tramoPesoKg: TramoPesoAereoSchema, tarifaKg: CantidadSchema }))),
});

export const CodigoSuministroSchema = v.picklist([
  'LABEL', // shipping labels with the HAWB barcode
  'AWB_POUCH', // document pouch for the air waybill
  'HAWB_FORM', // blank HAWB sets
  'DG_LABEL', // dangerous goods hazard labels
  'CAO_LABEL', // "Cargo Aircraft Only" labels
  'FRAGILE_LABEL',
  'TAPE', // branded packing tape
  'OTHER', // described in `descripcion`
]);

export const ArticuloSuministroSchema = v.pipe(
  v.object({
    codigo: CodigoSuministroSchema,
    descripcion: optionalText(200),
    cantidad: integerBetween(1, 1000),
  }),
  v.forward(
    v.partialCheck(
      [['codigo'], ['descripcion']],
      (input) => input.codigo !== 'OTHER' || !!input.descripcion,
      'is required for OTHER',
    ),
    ['descripcion'],
  ),
);

/** Where supplies are delivered. */
export const DireccionEntregaSuministrosSchema = v.object({
  direccion: requiredText(200),
  codigoPostal: optionalText(12),
  ciudad: requiredText(80),
  provincia: optionalText(80),
  codigoPais: CodigoPaisSchema,
});

/** Body of `SolicitudSuministros`: supplies the customer entity `idEntidad` asks for. */
export const SolicitudSuministrosSchema = v.object({
  idEntidad: IdEntradaAereaSchema,
  articulos: v.pipe(
    v.array(ArticuloSuministroSchema, 'is required'),
    v.minLength(1, 'must have at least one item'),
    v.maxLength(50, 'must have at most 50 items'),
  ),
  direccionEntrega: DireccionEntregaSuministrosSchema,
  contacto: requiredText(120),
  telefono: requiredText(40),
  email: v.optional(EmailSchema),
  comentarios: optionalText(1000),
});

/** Answer of `SolicitudSuministros`. */
export const SolicitudSuministrosCreadaSchema = v.object({ id: IdSchema, numeroSolicitud: v.string() });

export const EstadoSolicitudSuministrosSchema = v.picklist([
  'PENDIENTE',
  'PREPARADA',
  'ENVIADA',
  'ENTREGADA',
]);

/** One row of the supply requests grid (`Solicitudes`). */
export const SolicitudSuministrosResumenSchema = v.object({
  id: IdSchema,
  numeroSolicitud: v.string(),
  fecha: FechaHoraSchema,
  /** Number of item lines. */
  numeroArticulos: v.pipe(v.number(), v.integer(), v.minValue(1)),
  estado: EstadoSolicitudSuministrosSchema,
  idCliente: IdSchema,
  cliente: v.string(),
});

/** Query of `BuscarCodigoPostal`: the start of a postal code within a country (`PaisSchema.id`). */
export const BusquedaCodigoPostalQuerySchema = v.object({
  busquedaCP: v.pipe(
    v.string('is required'),
    v.trim(),
    v.minLength(2, 'must have at least 2 characters'),
    v.maxLength(12, 'must have at most 12 characters'),
  ),
  idPais: IdParamSchema,
});

export const CodigoPostalSchema = v.object({
  codigoPostal: v.string(),
  ciudad: v.string(),
  provincia: v.nullable(v.string()),
  idPais: IdSchema,
});

/** Query of `ControlHAWB`: `identidad` limits the look-up to one of the caller's customer entities. */
export const ControlHawbQuerySchema = v.object({ identidad: v.optional(IdParamSchema) });

/** A customer entity of the caller allowed to ship by air (`Entidades`). */
export const EntidadAereaSchema = v.object({
  id: IdSchema,
  codigo: v.string(),
  nombre: v.string(),
  /** Tax id (NIF/VAT number). */
  nif: v.string(),
  ciudad: v.string(),
  codigoPais: CodigoPaisSchema,
  /** Usual departure airport, proposed as origin on a new HAWB. */
  aeropuertoHabitual: v.nullable(CodigoIataSchema),
});

/** An entity that may be charged collect (CC) at destination for this customer. */
export const EntidadCollectSchema = v.object(entityEntries());

/** An air service the entity may book (e.g. express, standard, consolidated). */
export const ServicioAereoSchema = v.object({
  id: IdSchema,
  codigo: v.string(),
  nombre: v.string(),
  diasTransito: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

export const TipoDocumentoCuentaSchema = v.picklist(['FACTURA', 'ABONO', 'COBRO', 'NOTA_CARGO']);

/** A line of the account statement (`EstadoCuentas`); `saldo` is the running balance after it. */
export const LineaEstadoCuentaSchema = v.object({
  id: IdSchema,
  fecha: FechaSchema,
  tipoDocumento: TipoDocumentoCuentaSchema,
  numeroDocumento: v.string(),
  concepto: v.string(),
  /** The HAWB the document charges, if any. */
  numeroHawb: v.nullable(v.string()),
  debe: CantidadSchema,
  haber: CantidadSchema,
  saldo: ImporteSchema,
  moneda: MonedaSchema,
  /** Null for payments and credit notes. */
  fechaVencimiento: v.nullable(FechaSchema),
  idCliente: IdSchema,
  cliente: v.string(),
});

export type BusquedaAeropuerto = v.InferOutput<typeof BusquedaAeropuertoSchema>;
export type BusquedaAeropuertoInput = v.InferInput<typeof BusquedaAeropuertoSchema>;
export type Aeropuerto = v.InferOutput<typeof AeropuertoSchema>;
export type BuscarCodigoPromocional = v.InferOutput<typeof BuscarCodigoPromocionalSchema>;
export type BuscarCodigoPromocionalInput = v.InferInput<typeof BuscarCodigoPromocionalSchema>;
export type PromocionAerea = v.InferOutput<typeof PromocionAereaSchema>;
export type CalculoTarifaAerea = v.InferOutput<typeof CalculoTarifaAereaSchema>;
export type CalculoTarifaAereaInput = v.InferInput<typeof CalculoTarifaAereaSchema>;
export type TarifaAerea = v.InferOutput<typeof TarifaAereaSchema>;
export type CodigoSuministro = v.InferOutput<typeof CodigoSuministroSchema>;
export type ArticuloSuministro = v.InferOutput<typeof ArticuloSuministroSchema>;
export type SolicitudSuministros = v.InferOutput<typeof SolicitudSuministrosSchema>;
export type SolicitudSuministrosInput = v.InferInput<typeof SolicitudSuministrosSchema>;
export type SolicitudSuministrosCreada = v.InferOutput<typeof SolicitudSuministrosCreadaSchema>;
export type EstadoSolicitudSuministros = v.InferOutput<typeof EstadoSolicitudSuministrosSchema>;
export type SolicitudSuministrosResumen = v.InferOutput<typeof SolicitudSuministrosResumenSchema>;
export type BusquedaCodigoPostalQuery = v.InferInput<typeof BusquedaCodigoPostalQuerySchema>;
export type CodigoPostal = v.InferOutput<typeof CodigoPostalSchema>;
export type ControlHawbQuery = v.InferInput<typeof ControlHawbQuerySchema>;
export type EntidadAerea = v.InferOutput<typeof EntidadAereaSchema>;
export type EntidadCollect = v.InferOutput<typeof EntidadCollectSchema>;
export type ServicioAereo = v.InferOutput<typeof ServicioAereoSchema>;
export type TipoDocumentoCuenta = v.InferOutput<typeof TipoDocumentoCuentaSchema>;
export type LineaEstadoCuenta = v.InferOutput<typeof LineaEstadoCuentaSchema>;
export type DireccionEntregaSuministros = v.InferOutput<typeof DireccionEntregaSuministrosSchema>;
