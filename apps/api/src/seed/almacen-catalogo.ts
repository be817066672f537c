import { type UnidadMedida, UnidadMedidaSchema } from '@extranet/sdk/schemas';
import * as v from 'valibot';
import { redondear } from '../lib/numbers';
import { loadJson } from '../reference/data';
import { SECTORES, type Sector, ZONAS, type Zona } from './distribucion-catalogo';

// The warehousing customers' catalogues (apps/api/data/warehouse-catalogues.json): the provider's
// warehouses, which customer keeps stock where, and each sector's articles, read once and expanded.

export interface Almacen {
  codigo: string;
  nombre: string;
  ciudad: string;
  pais: string;
  zona: Zona;
}

/** The customers that keep stock with the provider, and how big their distribution is. */
export interface PerfilAlmacen {
  cliente: string;
  sector: Sector;
  almacenes: readonly string[];
  /** Delivery notes over the 18 months at scale `full`. */
  albaranes: number;
  articulos: number;
}

// ---------------------------------------------------------------------------------------------
// Article catalogues: products times variants (colour, size, format, vehicle…), written compactly:
// a product is `code|name|unit|units per package|units per pallet|kg per unit|shelf life in days`,
// a variant dimension is `CODE name|CODE name|…`.

export interface Variante {
  c: string;
  n: string;
}

export interface Producto {
  c: string;
  n: string;
  u: UnidadMedida;
  /** Units per package (a carton, a sack, a drum). */
  b: number;
  /** Units per pallet. */
  p: number;
  /** Kilograms per unit. */
  kg: number;
  /** Shelf life in days; null for goods that do not expire. */
  vida: number | null;
  v: readonly (readonly Variante[])[];
}

export interface Catalogo {
  /** Stocked by lot (with or without expiry). */
  lotes: boolean;
  productos: readonly Producto[];
  /** Lines per delivery note and packages per line. */
  lineas: readonly [number, number];
  bultos: readonly [number, number];
  /** Share of delivered notes the recipient later sends partly back. */
  devoluciones: number;
  /** Busy months (1-12): the others get half the delivery notes. */
  temporada?: readonly number[];
}

const par = v.tuple([v.number(), v.number()]);

const data = loadJson(
  'warehouse-catalogues.json',
  v.object({
    almacenes: v.array(
      v.object({
        codigo: v.string(),
        nombre: v.string(),
        ciudad: v.string(),
        pais: v.string(),
        zona: v.picklist(ZONAS),
      }),
    ),
    perfiles: v.array(
      v.object({
        cliente: v.string(),
        sector: v.picklist(SECTORES),
        almacenes: v.array(v.string()),
        albaranes: v.number(),
        articulos: v.number(),
      }),
    ),
    /** Variant dimensions several products share, referred to as `@NAME`. */
    dimensiones: v.record(v.string(), v.string()),
    sectores: v.record(
      v.picklist(SECTORES),
      v.object({
        lotes: v.boolean(),
        lineas: par,
        bultos: par,
        devoluciones: v.number(),
        temporada: v.optional(v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)))),
        valorKg: v.number(),
        /** Variant dimensions of every product of the sector; else each product lists its own. */
        variantes: v.optional(v.array(v.string())),
        productos: v.array(v.union([v.string(), v.array(v.string())])),
      }),
    ),
    valorPorUnidad: v.record(v.string(), v.number()),
    motivos: v.object({
      ajusteNegativo: v.array(v.string()),
      ajustePositivo: v.array(v.string()),
      devolucion: v.array(v.string()),
      devolucionModa: v.array(v.string()),
      bloqueo: v.array(v.string()),
    }),
  }),
);

export const ALMACENES: readonly Almacen[] = data.almacenes;

export const PERFILES_ALMACEN: readonly PerfilAlmacen[] = data.perfiles;

/**
 * Reasons written on movements: stock adjustments down and up, customer returns (fashion and
 * textile customers have reasons of their own, before the general ones) and blocked stock.
 */
export const MOTIVOS: Readonly<
  Record<'ajusteNegativo' | 'ajustePositivo' | 'devolucion' | 'devolucionModa' | 'bloqueo', readonly string[]>
> = {
  ...data.motivos,
  devolucionModa: [...data.motivos.devolucionModa, ...data.motivos.devolucion],
};

/** A variant dimension: `CODE name|CODE name|…`, or `@NAME` for a shared one. */
function variantes(spec: string): Variante[] {
  const text = spec.startsWith('@') ? data.dimensiones[spec.slice(1)] : spec;
  if (text === undefined) throw new Error(`data/warehouse-catalogues.json: no dimension ${spec}`);
  return text.split('|').map((item) => {
    const space = item.indexOf(' ');
    return { c: item.slice(0, space), n: item.slice(space + 1) };
  });
}

/** `code|name|unit|units per package|units per pallet|kg per unit|shelf life in days`. */
function producto(spec: string, dimensiones: Variante[][]): Producto {
  const [c, n, u, b, p, kg, vida] = spec.split('|') as [
    string,
    string,
    string,
    string,
    string,
    string,
    string?,
  ];
  if (!v.is(UnidadMedidaSchema, u))
    throw new Error(`data/warehouse-catalogues.json: ${c}: unknown unit ${u}`);
  return {
    c,
    n,
    u,
    b: Number(b),
    p: Number(p),
    kg: Number(kg),
    vida: vida ? Number(vida) : null,
    v: dimensiones,
  };
}

const CATALOGOS_LEIDOS: Readonly<Record<string, Catalogo>> = Object.fromEntries(
  Object.entries(data.sectores).map(
    ([sector, { variantes: comunes, productos, valorKg: _valorKg, ...catalogo }]) => {
      const todos = comunes?.map(variantes);
      return [
        sector,
        {
          ...catalogo,
          productos: productos.map((entry) =>
            typeof entry === 'string'
              ? producto(entry, todos ?? [])
              : producto(entry[0]!, entry.slice(1).map(variantes)),
          ),
        },
      ];
    },
  ),
) as Record<string, Catalogo>;
for (const sector of SECTORES) {
  if (!CATALOGOS_LEIDOS[sector])
    throw new Error(`data/warehouse-catalogues.json: no catalogue for sector ${sector}`);
}
export const CATALOGOS = CATALOGOS_LEIDOS as Readonly<Record<Sector, Catalogo>>;

// ---------------------------------------------------------------------------------------------
// Declared unit values, in the customer's currency: by weight for most goods (a sector's value per
// kg), per unit where weight says little (electronics, imported consumer goods, medical supplies).
// Each variant differs a little from its product (from a hash of its code, so the simulation's
// random draws are not disturbed).

const VALOR_POR_KG = Object.fromEntries(
  Object.entries(data.sectores).map(([sector, { valorKg }]) => [sector, valorKg]),
) as Readonly<Record<Sector, number>>;

/** Value of one unit, by `sector:product`, where the value per kg would mislead. */
const VALOR_POR_UNIDAD: Readonly<Record<string, number>> = data.valorPorUnidad;

/** A number in [0, 1) from a string (FNV-1a), the same on every run. */
function hashUnidad(texto: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < texto.length; i++) h = Math.imul(h ^ texto.charCodeAt(i), 0x01000193);
  return (h >>> 0) / 2 ** 32;
}

/** The declared value of one unit of an article: its product's, ±15–25 % by variant, in cents. */
export function valorUnitario(sector: Sector, producto: Producto, codigo: string): number {
  const base = VALOR_POR_UNIDAD[`${sector}:${producto.c}`] ?? producto.kg * VALOR_POR_KG[sector];
  const valor = base * (0.85 + 0.4 * hashUnidad(codigo));
  return Math.max(0.05, redondear(valor));
}
