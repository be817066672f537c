import * as v from 'valibot';
import {
  CantidadSchema,
  CodigoPaisSchema,
  EmailSchema,
  FechaSchema,
  IdParamSchema,
  IdSchema,
  ImporteSchema,
  MonedaSchema,
} from '../common.schema';
import { texto, textoOpcional } from '../internal/campos';

// Road and sea transport requests: the look-ups of the request form, the quote (CalcularVentas) and the
// booking (GenerarPartida), which creates a shipment that then shows in tracking.

// ---------------------------------------------------------------------------------------------------
// Building blocks (not exported: request-specific messages, names kept out of the shared namespace)

/** A required id inside a request body. */
const idRequerido = v.pipe(
  v.number('is required'),
  v.integer('must be an integer id'),
  v.minValue(1, 'must be an integer id'),
);

/** A measure greater than 0 and at most `max` (the largest value a real load can have). */
const medida = (max: number) =>
  v.pipe(
    v.number('is required'),
    v.finite('must be a number'),
    v.gtValue(0, 'must be greater than 0'),
    v.maxValue(max, `must be at most ${max}`),
  );
const entero = (min: number, max: number) =>
  v.pipe(
    v.number('is required'),
    v.integer('must be an integer'),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );

/** Harmonized System code: the 6-digit HS heading, or up to 10 digits of a national tariff (CN, HTS). */
const CodigoHsSchema = v.pipe(
  v.string('is required'),
  v.trim(),
  v.regex(/^\d{6,10}$/, 'must be an HS code of 6 to 10 digits'),
);

/** UN dangerous-goods class or division, e.g. `3`, `2.1`, `4.1`, `6.1`. */
const ClaseAdrCodigoSchema = v.pipe(v.string(), v.regex(/^[1-9](\.[1-6])?$/));

// ---------------------------------------------------------------------------------------------------
// Look-ups

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
  id: IdSchema,
  /** The provider's account code. */
  codigo: v.string(),
  nombre: v.string(),
  /** Tax id (NIF/VAT number). */
  nif: v.nullable(v.string()),
  ciudad: v.string(),
  codigoPais: CodigoPaisSchema,
  /** Currency the account is quoted and invoiced in. */
  moneda: MonedaSchema,
});

const direccionEntries = {
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
  ...direccionEntries,
});

/** A shipper or consignee the customer has used before, offered to fill the request's parties. */
export const ParteConocidaTransporteSchema = v.object({
  id: IdSchema,
  idCliente: IdSchema,
  cliente: v.string(),
  ...direccionEntries,
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

// ---------------------------------------------------------------------------------------------------
// Quote and booking requests

/** Sea origin or destination: the port, plus a door address when pickup or delivery is wanted. */
const PuntoMaritimoSchema = v.object({
  idPais: idRequerido,
  idPuerto: idRequerido,
  codigoPostal: textoOpcional(12),
  ciudad: textoOpcional(100),
});

/** Road origin or destination: pickup or delivery postal code and city. */
const PuntoTerrestreSchema = v.object({
  idPais: idRequerido,
  codigoPostal: texto(12),
  ciudad: texto(100),
});

/** A line of identical packages; dimensions and weight are those of ONE package. */
export const BultoSolicitudTransporteSchema = v.object({
  idTipoBulto: idRequerido,
  cantidad: entero(1, 9999),
  largoCm: medida(1360), // a 13.6 m semi-trailer
  anchoCm: medida(300),
  altoCm: medida(300),
  pesoKg: medida(30000),
});

/** Containers of one size-type on an FCL request; `temperaturaC` is the reefer set point (40RF). */
export const ContenedorSolicitudTransporteSchema = v.object({
  tipo: TipoContenedorTransporteSchema,
  cantidad: entero(1, 99),
  temperaturaC: v.optional(
    v.pipe(
      v.number('must be a number'),
      v.minValue(-35, 'must be at least -35'),
      v.maxValue(30, 'must be at most 30'),
    ),
  ),
});

/** On a booking a reefer container needs its set point. */
const ContenedorPartidaTransporteSchema = v.pipe(
  ContenedorSolicitudTransporteSchema,
  v.forward(
    v.check(
      (c) => c.tipo !== '40RF' || c.temperaturaC !== undefined,
      'is required for a 40RF reefer container',
    ),
    ['temperaturaC'],
  ),
);

/** Dangerous goods on a quote: the class prices the surcharge; the UN number may still be unknown. */
export const MercanciaPeligrosaSolicitudSchema = v.object({
  idTipoMercanciaAdr: idRequerido,
  idTipoMercanciaOnu: v.optional(idRequerido),
  pesoNetoKg: medida(30000),
});

/** Dangerous goods on a booking: the UN number is required (ADR 5.4.1 transport document). */
const MercanciaPeligrosaPartidaSchema = v.object({
  ...MercanciaPeligrosaSolicitudSchema.entries,
  idTipoMercanciaOnu: idRequerido,
  /** Packages holding these goods. */
  bultos: entero(1, 9999),
  /** Technical name for n.o.s. entries, e.g. "contains xylene". */
  nombreTecnico: textoOpcional(200),
});

const lista = <T extends v.GenericSchema>(item: T, nombre: string, max: number) =>
  v.pipe(
    v.array(item, 'must be a list'),
    v.minLength(1, `must have at least one ${nombre}`),
    v.maxLength(max, `must have at most ${max} items`),
  );

const bultos = lista(BultoSolicitudTransporteSchema, 'package', 200);

/**
 * The request shape by traffic type: sea needs ports, road postal codes and cities; FCL books
 * containers (packages optional), the others packages. `extra` adds the booking fields.
 */
const solicitudTransporte = <E extends v.ObjectEntries, C extends v.GenericSchema, P extends v.GenericSchema>(
  extra: E,
  contenedor: C,
  peligrosa: P,
) => {
  const comunes = {
    idEntidad: idRequerido,
    idIncoterm: idRequerido,
    idServicio: idRequerido,
    mercanciasPeligrosas: v.optional(lista(peligrosa, 'dangerous-goods line', 20)),
    ...extra,
  };
  return v.variant(
    'tipoTrafico',
    [
      v.object({
        ...comunes,
        tipoTrafico: v.literal('MARITIMO_FCL'),
        origen: PuntoMaritimoSchema,
        destino: PuntoMaritimoSchema,
        contenedores: lista(contenedor, 'container', 50),
        bultos: v.optional(bultos),
      }),
      v.object({
        ...comunes,
        tipoTrafico: v.literal('MARITIMO_LCL'),
        origen: PuntoMaritimoSchema,
        destino: PuntoMaritimoSchema,
        bultos,
      }),
      v.object({
        ...comunes,
        tipoTrafico: v.picklist(['TERRESTRE_FTL', 'TERRESTRE_LTL']),
        origen: PuntoTerrestreSchema,
        destino: PuntoTerrestreSchema,
        bultos,
      }),
    ],
    'must be MARITIMO_FCL, MARITIMO_LCL, TERRESTRE_FTL or TERRESTRE_LTL',
  );
};

/** Body of `CalcularVentas`: what to price. */
export const CalcularVentasSchema = solicitudTransporte(
  {},
  ContenedorSolicitudTransporteSchema,
  MercanciaPeligrosaSolicitudSchema,
);

/** A new shipper or consignee typed in full on a booking. */
export const DireccionParteTransporteSchema = v.object({
  nombre: texto(100),
  nif: textoOpcional(20),
  direccion: texto(200),
  codigoPostal: texto(12),
  ciudad: texto(100),
  provincia: textoOpcional(100),
  idPais: idRequerido,
  contacto: textoOpcional(100),
  telefono: textoOpcional(40),
  email: v.optional(EmailSchema),
});

/**
 * Body of `GenerarPartida`: the quote's fields plus the parties (a known party's id or a full
 * address, exactly one of each), cargo-ready date, goods, HS codes and references.
 */
export const GenerarPartidaSchema = v.pipe(
  solicitudTransporte(
    {
      idExpedidor: v.optional(idRequerido),
      expedidor: v.optional(DireccionParteTransporteSchema),
      idDestinatario: v.optional(idRequerido),
      destinatario: v.optional(DireccionParteTransporteSchema),
      /** Date the goods are ready for pickup (or delivery to the port). */
      fechaDisponible: v.pipe(v.string('is required'), v.isoDate('must be a date YYYY-MM-DD')),
      descripcionMercancia: texto(500),
      partidasArancelarias: v.optional(
        v.pipe(v.array(CodigoHsSchema, 'must be a list'), v.maxLength(20, 'must have at most 20 items')),
      ),
      referenciaCliente: textoOpcional(35),
      numeroPedido: textoOpcional(35),
      /** Handling and delivery instructions (tail-lift, time window, appointment…). */
      observaciones: textoOpcional(1000),
    },
    ContenedorPartidaTransporteSchema,
    MercanciaPeligrosaPartidaSchema,
  ),
  v.forward(
    v.check(
      (p) => (p.idExpedidor === undefined) !== (p.expedidor === undefined),
      'give either idExpedidor (a known shipper) or expedidor (a new address)',
    ),
    ['idExpedidor'],
  ),
  v.forward(
    v.check(
      (p) => (p.idDestinatario === undefined) !== (p.destinatario === undefined),
      'give either idDestinatario (a known consignee) or destinatario (a new address)',
    ),
    ['idDestinatario'],
  ),
);

// ---------------------------------------------------------------------------------------------------
// Answers

/** Unit a quote line is charged per: W/M revenue tonne, kg, 100 kg, container, truck, package, shipment. */
export const UnidadTarifaTransporteSchema = v.picklist([
  'WM',
  'KG',
  'KG_100',
  'CONTENEDOR',
  'CAMION',
  'BULTO',
  'ENVIO',
]);

/**
 * One charge of the quote: freight, surcharges (BAF, ADR), terminal handling, customs, documents.
 * `concepto` is the server's own wording (Spanish); an app writes the line in its interface language
 * from `codigo` and the parameters the wording needs, and shows `concepto` only for a code it does
 * not know.
 */
export const LineaCotizacionTransporteSchema = v.object({
  /** The server's description of the charge, in Spanish (`Flete marítimo FCL 40HC ESVLC–CNSHA`). */
  concepto: v.string(),
  /**
   * What the line charges, stable across languages: the freight (`FLETE_FCL`, `FLETE_LCL`,
   * `FLETE_FTL`, `FLETE_LTL`), a door leg by road (`RECOGIDA_CONTENEDOR`, `ENTREGA_CONTENEDOR`,
   * `RECOGIDA_GRUPAJE`, `ENTREGA_GRUPAJE`) or a surcharge by its tariff code (`BAF`, `THC_O`,
   * `THC_D`, `ISPS`, `IMO`, `REEFER`, `BAF_LCL`, `THC_O_LCL`, `THC_D_LCL`, `IMO_LCL`, `FUEL`,
   * `ADR_FTL`, `ADR_LTL`, `CMR`, `BL`, `DUA_EXP`, `DUA_IMP`, and any the tariff adds).
   */
  codigo: v.optional(v.string()),
  /** The container type a per-container line is for. */
  tipoContenedor: v.optional(TipoContenedorTransporteSchema),
  /** Where the freight or door leg starts: a port's UN/LOCODE at sea, a place name by road. */
  origen: v.optional(v.string()),
  /** Where the freight or door leg ends: a port's UN/LOCODE at sea, a place name by road. */
  destino: v.optional(v.string()),
  /** Road distance of the leg, in km. */
  km: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  /** The groupage (LTL) distance band of the tariff, e.g. `N4`, `I1`. */
  zona: v.optional(v.string()),
  /** A surcharge charged as a share of the freight: its percentage. */
  porcentaje: v.optional(v.number()),
  /** True when the line charges the tariff's minimum (the rate came to less). */
  minimo: v.optional(v.boolean()),
  /** Code of the service (`DIR`, `ECO`, `EXP`…) when it changes the freight's price or transit time. */
  servicio: v.optional(v.string()),
  cantidad: CantidadSchema,
  unidad: UnidadTarifaTransporteSchema,
  precioUnitario: ImporteSchema,
  importe: ImporteSchema,
});

/**
 * The price of a request. Chargeable weight is max(gross, volume × stowage factor): 1000 kg/m³ at sea
 * (W/M, 1 m³ = 1 t), 333 kg/m³ by road; both are null when priced per container or per truck.
 */
export const CotizacionTransporteSchema = v.object({
  tipoTrafico: TipoTraficoSchema,
  bultos: v.pipe(v.number(), v.integer(), v.minValue(0)),
  pesoBrutoKg: CantidadSchema,
  volumenM3: CantidadSchema,
  factorEstibaKgM3: v.nullable(CantidadSchema),
  pesoTasableKg: v.nullable(CantidadSchema),
  lineas: v.array(LineaCotizacionTransporteSchema),
  subtotal: ImporteSchema,
  /** VAT; 0 on international transport, which is exempt. */
  impuestos: ImporteSchema,
  total: ImporteSchema,
  moneda: MonedaSchema,
  diasTransito: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Last day the price holds. */
  fechaValidez: FechaSchema,
});

/** The shipment a booking created; it shows in tracking under `numeroPartida`. */
export const PartidaGeneradaSchema = v.object({
  id: IdSchema,
  numeroPartida: v.string(),
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
export type BultoSolicitudTransporte = v.InferInput<typeof BultoSolicitudTransporteSchema>;
export type ContenedorSolicitudTransporte = v.InferInput<typeof ContenedorSolicitudTransporteSchema>;
export type MercanciaPeligrosaSolicitud = v.InferInput<typeof MercanciaPeligrosaSolicitudSchema>;
export type DireccionParteTransporte = v.InferInput<typeof DireccionParteTransporteSchema>;
export type CalcularVentas = v.InferOutput<typeof CalcularVentasSchema>;
export type CalcularVentasInput = v.InferInput<typeof CalcularVentasSchema>;
export type GenerarPartida = v.InferOutput<typeof GenerarPartidaSchema>;
export type GenerarPartidaInput = v.InferInput<typeof GenerarPartidaSchema>;
export type UnidadTarifaTransporte = v.InferOutput<typeof UnidadTarifaTransporteSchema>;
export type LineaCotizacionTransporte = v.InferOutput<typeof LineaCotizacionTransporteSchema>;
export type CotizacionTransporte = v.InferOutput<typeof CotizacionTransporteSchema>;
export type PartidaGenerada = v.InferOutput<typeof PartidaGeneradaSchema>;
