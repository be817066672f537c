import type {
  CodigoIncoterm,
  LineaCotizacionTransporte,
  TipoContenedorTransporte,
  TipoTrafico,
  UnidadTarifaTransporte,
} from '@extranet/sdk/schemas';
import type { Coordinates } from '../reference/geo';

// What the sales rating reads (src/domain/transport-rating.ts): the tariff tables, the request with
// its ids resolved, and the error a request the tariffs cannot price gets.

export const MONEDA_TARIFA = 'EUR';

/** A sea-tariff row: a port (UN/LOCODE), a zone (`Z:MEDW`) or `*` at each end. */
export interface TarifaMaritima {
  tipoTrafico: 'MARITIMO_FCL' | 'MARITIMO_LCL';
  origen: string;
  destino: string;
  /** FCL only. */
  tipoContenedor: TipoContenedorTransporte | null;
  /** Per container (FCL) or per W/M (LCL). */
  precio: number;
  /** Added per 1000 km of great-circle distance (generic `*` rows). */
  precioPorMilKm: number;
  /** LCL: the least W/M charged. */
  minimoWm: number | null;
  diasTransito: number;
  diasPorMilKm: number;
}

export interface TarifaTerrestre {
  tipoTrafico: 'TERRESTRE_FTL' | 'TERRESTRE_LTL';
  ambito: 'NACIONAL' | 'INTERNACIONAL';
  zona: string;
  /** Upper bound of the distance band; null: no bound. */
  hastaKm: number | null;
  /** FTL: per km and truck; LTL: per 100 kg of taxable weight. */
  precio: number;
  /** FTL: per truck; LTL: per shipment. */
  minimo: number;
  kmDia: number;
  diasBase: number;
}

export const BASES_RECARGO = ['CONTENEDOR', 'WM', 'ENVIO', 'CAMION', 'KG_100', 'PCT_FLETE'] as const;
export type BaseRecargo = (typeof BASES_RECARGO)[number];

/**
 * When a charge applies (all listed must hold): ADR (dangerous goods), ORIGEN (origin charges are
 * the booker's: not F-terms), DESTINO (destination charges are the booker's: not C-terms),
 * EXPORTACION (the goods leave a customs union), DDP (import clearance by the seller).
 */
export const CONDICIONES_RECARGO = ['ADR', 'ORIGEN', 'DESTINO', 'EXPORTACION', 'DDP'] as const;
export type CondicionRecargo = (typeof CONDICIONES_RECARGO)[number];

export interface Recargo {
  codigo: string;
  concepto: string;
  tiposTrafico: readonly TipoTrafico[];
  base: BaseRecargo;
  /** Per unit of `base`; a percentage for PCT_FLETE. */
  valor: number;
  /** CONTENEDOR rows: the price per container type; types missing are not charged. */
  valoresContenedor: Partial<Record<TipoContenedorTransporte, number>> | null;
  /** The least this charge amounts to (in EUR). */
  minimo: number | null;
  condiciones: readonly string[];
}

export interface ParametrosTarifa {
  /** kg per m³ at sea (W/M: 1 m³ = 1 t). */
  factorEstibaMaritimo: number;
  /** kg per m³ by road (taxable weight of groupage). */
  factorEstibaCarretera: number;
  /** Road distance ÷ great-circle distance. */
  factorRuta: number;
  capacidadCamionKg: number;
  capacidadCamionM3: number;
  /** Days a quote holds. */
  diasValidez: number;
}

export interface Tarifario {
  maritimas: readonly TarifaMaritima[];
  terrestres: readonly TarifaTerrestre[];
  recargos: readonly Recargo[];
  parametros: ParametrosTarifa;
  /** Units of each currency per euro. */
  tiposCambio: Readonly<Record<string, number>>;
}

export interface PaisTarifa {
  codigo: string;
  /** The road network the country belongs to (null: no road service). */
  regionCarretera: string | null;
  /** Member of a customs union with the other member countries (the EU): no export declaration between them. */
  unionAduanera: boolean;
  ivaPct: number;
}

export interface LugarTarifa extends Coordinates {
  nombre: string;
  codigoPais: string;
}

export interface PuertoTarifa extends LugarTarifa {
  codigo: string;
  zona: string | null;
}

export interface BultoTarifa {
  cantidad: number;
  largoCm: number;
  anchoCm: number;
  altoCm: number;
  pesoKg: number;
}

/** A request with its ids resolved: what the rating needs and nothing else. */
export interface SolicitudTarifa {
  tipoTrafico: TipoTrafico;
  incoterm: { codigo: CodigoIncoterm; soloMaritimo: boolean };
  servicio: {
    codigo: string;
    nombre: string;
    tiposTrafico: readonly TipoTrafico[];
    factorFlete: number;
    ajusteDias: number;
  };
  paisOrigen: PaisTarifa;
  paisDestino: PaisTarifa;
  /** Sea: the ports. */
  puertoOrigen?: PuertoTarifa | undefined;
  puertoDestino?: PuertoTarifa | undefined;
  /** Road: the two ends; sea: the pickup and delivery places when door service is wanted. */
  lugarOrigen?: LugarTarifa | undefined;
  lugarDestino?: LugarTarifa | undefined;
  bultos: readonly BultoTarifa[];
  contenedores: readonly { tipo: TipoContenedorTransporte; cantidad: number }[];
  mercanciaPeligrosa: boolean;
}

export interface OpcionesCotizacion {
  /** Currency of the quote (the customer's). */
  moneda: string;
  /** Today, for the validity date. */
  hoy: Date;
}

/** A request the tariffs cannot price or do not allow; `field` names the request field at fault. */
export class ErrorTarifa extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'ErrorTarifa';
  }
}

/** What a line's wording needs besides its code: clients write the line from these in their language. */
export type ParametrosLinea = Pick<
  LineaCotizacionTransporte,
  'tipoContenedor' | 'origen' | 'destino' | 'km' | 'zona' | 'porcentaje' | 'minimo' | 'servicio'
>;

/** A line of the quote before conversion to the customer's currency. */
export interface LineaEur extends ParametrosLinea {
  /** Stable code of the charge (see LineaCotizacionTransporteSchema). */
  codigo: string;
  /** The Spanish wording, kept for clients that read it. */
  concepto: string;
  cantidad: number;
  unidad: UnidadTarifaTransporte;
  precioEur: number;
}
