import * as v from 'valibot';
import {
  CantidadSchema,
  EmailSchema,
  FechaSchema,
  IdSchema,
  ImporteSchema,
  MonedaSchema,
} from '../common.schema';
import { integerBetween, optionalText, positiveMeasure, requiredId, requiredText } from '../internal/fields';
import { TipoContenedorTransporteSchema, TipoTraficoSchema } from './transportes.lookups.schema';

// Road and sea transport requests: the quote (CalcularVentas) and the booking (GenerarPartida), which
// creates a shipment that then shows in tracking, and their answers. The look-ups of the request form
// live in the file re-exported here.
export * from './transportes.lookups.schema';

// ---------------------------------------------------------------------------------------------------
// Building blocks (not exported: request-specific messages, names kept out of the shared namespace)

/** A required id inside a request body, with this controller's message. */
const bodyId = requiredId('must be an integer id', 'must be an integer id');

/** Harmonized System code: the 6-digit HS heading, or up to 10 digits of a national tariff (CN, HTS). */
const CodigoHsSchema = v.pipe(
  v.string('is required'),
  v.trim(),
  v.regex(/^\d{6,10}$/, 'must be an HS code of 6 to 10 digits'),
);

// ---------------------------------------------------------------------------------------------------
// Quote and booking requests

/** Sea origin or destination: the port, plus a door address when pickup or delivery is wanted. */
const PuntoMaritimoSchema = v.object({
  idPais: bodyId,
  idPuerto: bodyId,
  codigoPostal: optionalText(12),
  ciudad: optionalText(100),
});

/** Road origin or destination: pickup or delivery postal code and city. */
const PuntoTerrestreSchema = v.object({
  idPais: bodyId,
  codigoPostal: requiredText(12),
  ciudad: requiredText(100),
});

/** A line of identical packages; dimensions and weight are those of ONE package. */
export const BultoSolicitudTransporteSchema = v.object({
  idTipoBulto: bodyId,
  cantidad: integerBetween(1, 9999),
  largoCm: positiveMeasure(1360), // a 13.6 m semi-trailer
  anchoCm: positiveMeasure(300),
  altoCm: positiveMeasure(300),
  pesoKg: positiveMeasure(30000),
});

/** Containers of one size-type on an FCL request; `temperaturaC` is the reefer set point (40RF). */
export const ContenedorSolicitudTransporteSchema = v.object({
  tipo: TipoContenedorTransporteSchema,
  cantidad: integerBetween(1, 99),
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
  idTipoMercanciaAdr: bodyId,
  idTipoMercanciaOnu: v.optional(bodyId),
  pesoNetoKg: positiveMeasure(30000),
});

/** Dangerous goods on a booking: the UN number is required (ADR 5.4.1 transport document). */
const MercanciaPeligrosaPartidaSchema = v.object({
  ...MercanciaPeligrosaSolicitudSchema.entries,
  idTipoMercanciaOnu: bodyId,
  /** Packages holding these goods. */
  bultos: integerBetween(1, 9999),
  /** Technical name for n.o.s. entries, e.g. "contains xylene". */
  nombreTecnico: optionalText(200),
});

/** A list of at least one `noun` and at most `max` items. */
const listOf = <T extends v.GenericSchema>(item: T, noun: string, max: number) =>
  v.pipe(
    v.array(item, 'must be a list'),
    v.minLength(1, `must have at least one ${noun}`),
    v.maxLength(max, `must have at most ${max} items`),
  );

const packageLines = listOf(BultoSolicitudTransporteSchema, 'package', 200);

/**
 * The request shape by traffic type: sea needs ports, road postal codes and cities; FCL books
 * containers (packages optional), the others packages. `extra` adds the booking fields.
 */
const transportRequest = <E extends v.ObjectEntries, C extends v.GenericSchema, P extends v.GenericSchema>(
  extra: E,
  container: C,
  dangerousGoods: P,
) => {
  const common = {
    idEntidad: bodyId,
    idIncoterm: bodyId,
    idServicio: bodyId,
    mercanciasPeligrosas: v.optional(listOf(dangerousGoods, 'dangerous-goods line', 20)),
    ...extra,
  };
  return v.variant(
    'tipoTrafico',
    [
      v.object({
        ...common,
        tipoTrafico: v.literal('MARITIMO_FCL'),
        origen: PuntoMaritimoSchema,
        destino: PuntoMaritimoSchema,
        contenedores: listOf(container, 'container', 50),
        bultos: v.optional(packageLines),
      }),
      v.object({
        ...common,
        tipoTrafico: v.literal('MARITIMO_LCL'),
        origen: PuntoMaritimoSchema,
        destino: PuntoMaritimoSchema,
        bultos: packageLines,
      }),
      v.object({
        ...common,
        tipoTrafico: v.picklist(['TERRESTRE_FTL', 'TERRESTRE_LTL']),
        origen: PuntoTerrestreSchema,
        destino: PuntoTerrestreSchema,
        bultos: packageLines,
      }),
    ],
    'must be MARITIMO_FCL, MARITIMO_LCL, TERRESTRE_FTL or TERRESTRE_LTL',
  );
};

/** Body of `CalcularVentas`: what to price. */
export const CalcularVentasSchema = transportRequest(
  {},
  ContenedorSolicitudTransporteSchema,
  MercanciaPeligrosaSolicitudSchema,
);

/** A new shipper or consignee typed in full on a booking. */
export const DireccionParteTransporteSchema = v.object({
  nombre: requiredText(100),
  nif: optionalText(20),
  direccion: requiredText(200),
  codigoPostal: requiredText(12),
  ciudad: requiredText(100),
  provincia: optionalText(100),
  idPais: bodyId,
  contacto: optionalText(100),
  telefono: optionalText(40),
  email: v.optional(EmailSchema),
});

/**
 * Body of `GenerarPartida`: the quote's fields plus the parties (a known party's id or a full
 * address, exactly one of each), cargo-ready date, goods, HS codes and references.
 */
export const GenerarPartidaSchema = v.pipe(
  transportRequest(
    {
      idExpedidor: v.optional(bodyId),
      expedidor: v.optional(DireccionParteTransporteSchema),
      idDestinatario: v.optional(bodyId),
      destinatario: v.optional(DireccionParteTransporteSchema),
      /** Date the goods are ready for pickup (or delivery to the port). */
      fechaDisponible: v.pipe(v.string('is required'), v.isoDate('must be a date YYYY-MM-DD')),
      descripcionMercancia: requiredText(500),
      partidasArancelarias: v.optional(
        v.pipe(v.array(CodigoHsSchema, 'must be a list'), v.maxLength(20, 'must have at most 20 items')),
      ),
      referenciaCliente: optionalText(35),
      numeroPedido: optionalText(35),
      /** Handling and delivery instructions (tail-lift, time window, appointment…). */
      observaciones: optionalText(1000),
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
