import * as v from 'valibot';
import {
  CantidadSchema,
  CodigoIataSchema,
  CodigoPaisSchema,
  EmailSchema,
  FechaHoraSchema,
  IdSchema,
  ImporteSchema,
  MonedaSchema,
} from '../common.schema';
import {
  differentAirports,
  integerBetween,
  optionalText,
  positiveMeasure,
  requiredId,
  requiredText,
} from '../internal/fields';

// The house air waybill (HAWB): what a customer enters to issue one, the record as issued, its
// IATA status control and its warehouse receipt. Re-exported by distribucionAerea.schema.ts.

/** An id sent in a request body. */
export const IdEntradaAereaSchema = requiredId();

/** IATA Cargo-IMP status codes a HAWB goes through, from booking to delivery. */
export const CodigoEstadoIataSchema = v.picklist([
  'BKD', // booked
  'RCS', // received from shipper (ready for carriage)
  'MAN', // manifested on a flight
  'DEP', // departed
  'ARR', // arrived
  'RCF', // received from flight at destination
  'NFD', // consignee notified
  'AWD', // documents delivered to the consignee
  'CCD', // customs cleared
  'DLV', // delivered
]);

/** `PP` prepaid (the shipper pays the charges at origin), `CC` collect (charged at destination). */
export const PagoPortesSchema = v.picklist(['PP', 'CC']);

/** IATA rate class: M minimum charge, N normal rate (under 45 kg), Q quantity rate at a weight break. */
export const ClaseTarifaAereaSchema = v.picklist(['M', 'N', 'Q']);
/** Lower bound in kg of the weight break applied: 0 for the N rate, 45…1000 for Q rates. */
export const TramoPesoAereoSchema = v.picklist([0, 45, 100, 300, 500, 1000]);

/** Shipper, consignee or notify party as typed on the HAWB form. */
export const DireccionHawbEntradaSchema = v.object({
  nombre: requiredText(120),
  direccion: requiredText(200),
  /** Absent where the country has no postal codes (HK, AE…). */
  codigoPostal: optionalText(12),
  ciudad: requiredText(80),
  provincia: optionalText(80),
  codigoPais: CodigoPaisSchema,
  contacto: optionalText(120),
  telefono: optionalText(40),
  email: v.optional(EmailSchema),
});

/** A party of an issued HAWB; also the body of an address-book row. */
export const DireccionHawbSchema = v.object({
  nombre: v.string(),
  direccion: v.string(),
  codigoPostal: v.nullable(v.string()),
  ciudad: v.string(),
  provincia: v.nullable(v.string()),
  codigoPais: CodigoPaisSchema,
  contacto: v.nullable(v.string()),
  telefono: v.nullable(v.string()),
  email: v.nullable(v.string()),
});

/** A known shipper or consignee of a customer entity (its address book). */
export const ParteConocidaHawbSchema = v.object({ id: IdSchema, ...DireccionHawbSchema.entries });

/** A line of identical pieces: dimensions and weight are those of ONE piece. */
export const PiezaAereaSchema = v.object({
  cantidad: integerBetween(1, 9999),
  largoCm: positiveMeasure(1500, 'cm'),
  anchoCm: positiveMeasure(1500, 'cm'),
  altoCm: positiveMeasure(1500, 'cm'),
  pesoKg: positiveMeasure(20000, 'kg'),
});

/** A line of pieces of a HAWB, with its package type (`TipoBultos`). */
export const PiezaHawbEntradaSchema = v.object({
  idTipoBulto: IdEntradaAereaSchema,
  ...PiezaAereaSchema.entries,
});

export const PiezaHawbSchema = v.object({ ...PiezaHawbEntradaSchema.entries, tipoBulto: v.string() });

/** Dangerous goods declared on the HAWB (shipper's declaration required). */
export const MercanciaPeligrosaSchema = v.object({
  /** UN number, 4 digits without the `UN` prefix (e.g. 3480 lithium-ion batteries). */
  numeroOnu: v.pipe(v.string('is required'), v.trim(), v.regex(/^\d{4}$/, 'must be a 4-digit UN number')),
  /** IATA DGR hazard class or division, e.g. `3`, `2.1`, `9`. */
  clase: v.pipe(
    v.string('is required'),
    v.trim(),
    v.regex(/^[1-9](\.[1-6])?$/, 'must be a hazard class such as 3 or 2.1'),
  ),
});

const incoterm = v.pipe(
  v.string('is required'),
  v.trim(),
  v.regex(/^[A-Z]{3}$/, 'must be a 3-letter Incoterms code'),
);

/**
 * Body of `Finalizar`: everything the customer enters to issue a HAWB. Declared values and insurance
 * are in `moneda`; an absent declared value means NVD (carriage) / NCV (customs).
 */
export const FinalizarHawbSchema = v.pipe(
  v.object({
    idEntidad: IdEntradaAereaSchema,
    referenciaCliente: optionalText(50),
    aeropuertoOrigen: CodigoIataSchema,
    aeropuertoDestino: CodigoIataSchema,
    expedidor: DireccionHawbEntradaSchema,
    destinatario: DireccionHawbEntradaSchema,
    notificar: v.optional(DireccionHawbEntradaSchema),
    piezas: v.pipe(
      v.array(PiezaHawbEntradaSchema, 'is required'),
      v.minLength(1, 'must have at least one piece'),
      v.maxLength(100, 'must have at most 100 lines'),
    ),
    /** Nature and quantity of goods (HAWB box). */
    descripcionMercancia: requiredText(500),
    valorDeclaradoTransporte: v.optional(
      v.pipe(v.number(), v.finite(), v.minValue(0, 'must not be negative')),
    ),
    valorDeclaradoAduana: v.optional(v.pipe(v.number(), v.finite(), v.minValue(0, 'must not be negative'))),
    importeSeguro: v.optional(v.pipe(v.number(), v.finite(), v.minValue(0, 'must not be negative'))),
    moneda: MonedaSchema,
    pagoPortes: PagoPortesSchema,
    /** The entity charged at destination (`EntidadesCollect`); required when `pagoPortes` is CC. */
    idEntidadCollect: v.optional(IdEntradaAereaSchema),
    incoterm,
    idServicio: IdEntradaAereaSchema,
    /** Handling information (HAWB box), e.g. "Keep upright. Do not stack." */
    informacionManipulacion: optionalText(500),
    mercanciaPeligrosa: v.optional(MercanciaPeligrosaSchema),
    codigoPromocional: optionalText(30),
  }),
  v.forward(
    v.partialCheck(
      [['pagoPortes'], ['idEntidadCollect']],
      (input) => input.pagoPortes !== 'CC' || input.idEntidadCollect !== undefined,
      'is required for collect (CC) charges',
    ),
    ['idEntidadCollect'],
  ),
  differentAirports(),
);

/** Answer of `Finalizar`: the issued HAWB. */
export const HawbEmitidaSchema = v.object({ id: IdSchema, numeroHawb: v.string() });

/** An other charge of the air rate: FSC fuel, SSC security, AWC air waybill fee… */
export const RecargoAereoSchema = v.object({
  codigo: v.pipe(v.string(), v.regex(/^[A-Z]{2,4}$/)),
  descripcion: v.string(),
  importe: ImporteSchema,
});

/**
 * How the air freight was rated: charge = max(minimum, rate × weight charged), where the weight
 * charged is the chargeable weight or, when cheaper, the next weight break.
 */
export const LiquidacionAereaSchema = v.object({
  claseTarifa: ClaseTarifaAereaSchema,
  /** Null for the minimum charge (M). */
  tramoPesoKg: v.nullable(TramoPesoAereoSchema),
  pesoFacturadoKg: CantidadSchema,
  tarifaKg: CantidadSchema,
  importeMinimo: CantidadSchema,
  importeFlete: CantidadSchema,
  recargos: v.array(RecargoAereoSchema),
  codigoPromocional: v.nullable(v.string()),
  descuento: CantidadSchema,
  total: CantidadSchema,
  moneda: MonedaSchema,
});

/** MAWB number: airline prefix and 8-digit serial with its check digit, e.g. 075-12345675. */
const mawb = v.nullable(v.pipe(v.string(), v.regex(/^\d{3}-\d{8}$/)));

/** One row of the air guides grid (`EstadoEnvios`). MAWB is null until the HAWB is consolidated. */
export const HawbResumenSchema = v.object({
  id: IdSchema,
  numeroHawb: v.string(),
  numeroMawb: mawb,
  referenciaCliente: v.nullable(v.string()),
  fechaEmision: FechaHoraSchema,
  aeropuertoOrigen: CodigoIataSchema,
  aeropuertoDestino: CodigoIataSchema,
  nombreDestinatario: v.string(),
  totalPiezas: v.pipe(v.number(), v.integer(), v.minValue(1)),
  pesoBrutoKg: CantidadSchema,
  pesoTasableKg: CantidadSchema,
  estado: CodigoEstadoIataSchema,
  estadoDescripcion: v.string(),
  fechaUltimoEvento: FechaHoraSchema,
  idCliente: IdSchema,
  cliente: v.string(),
});

/** The HAWB as issued: the row, what was entered at `Finalizar`, the flight and the rating. */
export const HawbSchema = v.object({
  ...HawbResumenSchema.entries,
  expedidor: DireccionHawbSchema,
  destinatario: DireccionHawbSchema,
  notificar: v.nullable(DireccionHawbSchema),
  piezas: v.array(PiezaHawbSchema),
  descripcionMercancia: v.string(),
  valorDeclaradoTransporte: v.nullable(CantidadSchema),
  valorDeclaradoAduana: v.nullable(CantidadSchema),
  importeSeguro: v.nullable(CantidadSchema),
  moneda: MonedaSchema,
  pagoPortes: PagoPortesSchema,
  idEntidadCollect: v.nullable(IdSchema),
  entidadCollect: v.nullable(v.string()),
  incoterm: v.string(),
  idServicio: IdSchema,
  servicio: v.string(),
  informacionManipulacion: v.nullable(v.string()),
  mercanciaPeligrosa: v.nullable(MercanciaPeligrosaSchema),
  /** Flight number (e.g. IB6251) and departure; null until booked on a flight. */
  vuelo: v.nullable(v.string()),
  fechaVuelo: v.nullable(FechaHoraSchema),
  volumenM3: CantidadSchema,
  pesoVolumetricoKg: CantidadSchema,
  /** Charges of the HAWB, in `cargos.moneda` (may differ from the declared values' `moneda`). */
  cargos: LiquidacionAereaSchema,
});

/** An IATA status event of a HAWB, as reported by the carrier or the handling agent. */
export const EventoHawbSchema = v.object({
  id: IdSchema,
  codigo: CodigoEstadoIataSchema,
  descripcion: v.string(),
  aeropuerto: CodigoIataSchema,
  vuelo: v.nullable(v.string()),
  piezas: v.pipe(v.number(), v.integer(), v.minValue(0)),
  pesoKg: CantidadSchema,
  fecha: FechaHoraSchema,
});

/** Tracking control of a HAWB (`ControlHAWB`): its status and the events, oldest first. */
export const ControlHawbSchema = v.object({
  id: IdSchema,
  numeroHawb: v.string(),
  numeroMawb: mawb,
  aeropuertoOrigen: CodigoIataSchema,
  aeropuertoDestino: CodigoIataSchema,
  estado: CodigoEstadoIataSchema,
  estadoDescripcion: v.string(),
  totalPiezas: v.pipe(v.number(), v.integer(), v.minValue(1)),
  pesoBrutoKg: CantidadSchema,
  eventos: v.array(EventoHawbSchema),
});

export const TipoDiscrepanciaReciboSchema = v.picklist([
  'FALTAN_PIEZAS',
  'SOBRAN_PIEZAS',
  'DIFERENCIA_PESO',
  'DIFERENCIA_MEDIDAS',
  'EMBALAJE_DANADO',
  'DOCUMENTACION',
]);

/** A difference found at reception between what the HAWB declares and what arrived. */
export const DiscrepanciaReciboSchema = v.object({
  tipo: TipoDiscrepanciaReciboSchema,
  descripcion: v.string(),
});

/** Warehouse receipt of a HAWB at origin: the cargo as counted, weighed and measured. */
export const ReciboAlmacenHawbSchema = v.object({
  id: IdSchema,
  idHawb: IdSchema,
  numeroHawb: v.string(),
  numeroRecibo: v.string(),
  fechaRecepcion: FechaHoraSchema,
  recibidoPor: v.string(),
  almacen: v.string(),
  aeropuerto: CodigoIataSchema,
  piezasDeclaradas: v.pipe(v.number(), v.integer(), v.minValue(0)),
  piezasRecibidas: v.pipe(v.number(), v.integer(), v.minValue(0)),
  pesoDeclaradoKg: CantidadSchema,
  pesoMedidoKg: CantidadSchema,
  volumenM3: CantidadSchema,
  pesoVolumetricoKg: CantidadSchema,
  pesoTasableKg: CantidadSchema,
  dimensiones: v.array(PiezaAereaSchema),
  discrepancias: v.array(DiscrepanciaReciboSchema),
  observaciones: v.nullable(v.string()),
});

export type CodigoEstadoIata = v.InferOutput<typeof CodigoEstadoIataSchema>;
export type PagoPortes = v.InferOutput<typeof PagoPortesSchema>;
export type ClaseTarifaAerea = v.InferOutput<typeof ClaseTarifaAereaSchema>;
export type DireccionHawbEntrada = v.InferInput<typeof DireccionHawbEntradaSchema>;
export type DireccionHawb = v.InferOutput<typeof DireccionHawbSchema>;
export type ParteConocidaHawb = v.InferOutput<typeof ParteConocidaHawbSchema>;
export type PiezaAerea = v.InferOutput<typeof PiezaAereaSchema>;
export type PiezaHawb = v.InferOutput<typeof PiezaHawbSchema>;
export type MercanciaPeligrosa = v.InferOutput<typeof MercanciaPeligrosaSchema>;
export type FinalizarHawb = v.InferOutput<typeof FinalizarHawbSchema>;
export type FinalizarHawbInput = v.InferInput<typeof FinalizarHawbSchema>;
export type HawbEmitida = v.InferOutput<typeof HawbEmitidaSchema>;
export type RecargoAereo = v.InferOutput<typeof RecargoAereoSchema>;
export type LiquidacionAerea = v.InferOutput<typeof LiquidacionAereaSchema>;
export type HawbResumen = v.InferOutput<typeof HawbResumenSchema>;
export type Hawb = v.InferOutput<typeof HawbSchema>;
export type EventoHawb = v.InferOutput<typeof EventoHawbSchema>;
export type ControlHawb = v.InferOutput<typeof ControlHawbSchema>;
export type DiscrepanciaRecibo = v.InferOutput<typeof DiscrepanciaReciboSchema>;
export type ReciboAlmacenHawb = v.InferOutput<typeof ReciboAlmacenHawbSchema>;
export type TramoPesoAereo = v.InferOutput<typeof TramoPesoAereoSchema>;
export type PiezaHawbEntrada = v.InferInput<typeof PiezaHawbEntradaSchema>;
export type TipoDiscrepanciaRecibo = v.InferOutput<typeof TipoDiscrepanciaReciboSchema>;
