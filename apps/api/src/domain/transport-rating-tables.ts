import type { TipoContenedorTransporte } from '@extranet/sdk/schemas';
import { redondear } from '../lib/numbers';
import { type Coordinates, greatCircleKm } from '../reference/geo';
import type {
  BaseRecargo,
  BultoTarifa,
  LineaEur,
  PuertoTarifa,
  TarifaMaritima,
  TarifaTerrestre,
} from './transport-rating-types';

// The measures of a request and the tariff row that prices it, and the freight as it is built up:
// shared by the sea and road rating (transport-rating-sea.ts, transport-rating-road.ts).

/** Road distance in whole km (at least 1). */
export const distanciaCarreteraKm = (a: Coordinates, b: Coordinates, factorRuta: number): number =>
  Math.max(1, Math.round(greatCircleKm(a, b) * factorRuta));

export interface Medidas {
  bultos: number;
  pesoBrutoKg: number;
  volumenM3: number;
}

/** Gross weight, volume and package count of the package lines (dimensions and weight are per package). */
export function medidas(bultos: readonly BultoTarifa[]): Medidas {
  let count = 0;
  let peso = 0;
  let volumen = 0;
  for (const b of bultos) {
    count += b.cantidad;
    peso += b.cantidad * b.pesoKg;
    volumen += (b.cantidad * b.largoCm * b.anchoCm * b.altoCm) / 1_000_000;
  }
  return { bultos: count, pesoBrutoKg: redondear(peso, 2), volumenM3: redondear(volumen, 3) };
}

/** The sea-tariff row for a lane: the most specific of port/zone/`*` at each end. */
export function tarifaMaritima(
  filas: readonly TarifaMaritima[],
  tipoTrafico: 'MARITIMO_FCL' | 'MARITIMO_LCL',
  origen: PuertoTarifa,
  destino: PuertoTarifa,
  tipoContenedor: TipoContenedorTransporte | null,
): TarifaMaritima | undefined {
  const zona = (p: PuertoTarifa) => (p.zona ? `Z:${p.zona}` : null);
  const candidatos: [string | null, string | null][] = [
    [origen.codigo, destino.codigo],
    [origen.codigo, zona(destino)],
    [zona(origen), destino.codigo],
    [zona(origen), zona(destino)],
    ['*', '*'],
  ];
  for (const [o, d] of candidatos) {
    if (o === null || d === null) continue;
    const fila = filas.find(
      (f) =>
        f.tipoTrafico === tipoTrafico &&
        f.origen === o &&
        f.destino === d &&
        f.tipoContenedor === tipoContenedor,
    );
    if (fila) return fila;
  }
  return undefined;
}

/** The road band of a distance for a traffic type and scope. */
export function tarifaTerrestre(
  filas: readonly TarifaTerrestre[],
  tipoTrafico: 'TERRESTRE_FTL' | 'TERRESTRE_LTL',
  ambito: 'NACIONAL' | 'INTERNACIONAL',
  km: number,
): TarifaTerrestre | undefined {
  return filas
    .filter(
      (f) => f.tipoTrafico === tipoTrafico && f.ambito === ambito && (f.hastaKm === null || km <= f.hastaKm),
    )
    .sort((a, b) => (a.hastaKm ?? Number.POSITIVE_INFINITY) - (b.hastaKm ?? Number.POSITIVE_INFINITY))[0];
}

/** Per 100 kg of taxable weight, or the minimum as one line when the rate comes to less. */
export function lineaGrupaje(
  linea: Omit<LineaEur, 'cantidad' | 'unidad' | 'precioEur'>,
  tasableKg: number,
  precio100Kg: number,
  minimo: number,
): LineaEur {
  const cantidad = redondear(tasableKg / 100, 2);
  return cantidad * precio100Kg < minimo
    ? {
        ...linea,
        concepto: `${linea.concepto} (mínimo)`,
        minimo: true,
        cantidad: 1,
        unidad: 'ENVIO',
        precioEur: minimo,
      }
    : { ...linea, cantidad, unidad: 'KG_100', precioEur: precio100Kg };
}

/** The freight of a request as the sea or road rating builds it, before the per-shipment surcharges. */
export interface Flete {
  lineas: LineaEur[];
  /** EUR of the main-carriage freight: the base of PCT_FLETE charges. */
  importe: number;
  dias: number;
  factorEstiba: number | null;
  pesoTasable: number | null;
  /** How many units of each surcharge base the request has (containers, W/M, trucks, 100 kg). */
  cantidadPorBase: Partial<Record<BaseRecargo, number>>;
}

export const nuevoFlete = (): Flete => ({
  lineas: [],
  importe: 0,
  dias: 0,
  factorEstiba: null,
  pesoTasable: null,
  cantidadPorBase: { ENVIO: 1 },
});

/** Adds a main-carriage line: it counts towards the freight that percentage charges apply to. */
export function addFlete(flete: Flete, linea: LineaEur): void {
  flete.lineas.push(linea);
  flete.importe += linea.cantidad * linea.precioEur;
}
