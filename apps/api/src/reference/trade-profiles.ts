import {
  type CodigoIncoterm,
  CodigoIncotermSchema,
  type ModoTransporte,
  ModoTransporteSchema,
} from '@extranet/sdk/schemas';
import * as v from 'valibot';
import { loadJson, objectWithKeys } from './data';
import { COUNTRIES } from './geo';

/**
 * What each demo customer ships, where to and how: the trade lanes (mode, direction, origin and
 * destination codes of src/reference/geo.ts, weight), the goods and the customer's home city. The
 * shipment seed draws from these so that, say, the Valencia fruit exporter sends reefers to New York
 * and trucks to Germany, and the Colón free-zone importer receives boxes from Shanghai. The profiles
 * are apps/api/data/trade-profiles.json.
 */

const TIPO_BULTO_CODIGOS = ['PX', 'CT', 'CR', 'DR', 'BG', 'BX', 'IBC'] as const;
export type TipoBultoCodigo = (typeof TIPO_BULTO_CODIGOS)[number];

export interface Mercancia {
  descripcion: string;
  /** HS heading (6 digits). */
  hs: string;
  bulto: TipoBultoCodigo;
  /** Customs value per kg (EUR, or USD outside the EU: the same order of magnitude). */
  valorKg: number;
  /** Import duty rate in percent. */
  arancel: number;
  /** Travels refrigerated (40RF containers, reefer trucks). */
  refrigerada?: boolean;
  /** Dense cargo: 20' containers, weight-limited trucks. */
  densa?: boolean;
  /** Dangerous goods UN number. */
  onu?: string;
}

export type Direccion = 'EXP' | 'IMP';

export interface Ruta {
  modo: ModoTransporte;
  /** EXP: from the customer's side; IMP: to it (decides shipper/consignee and customs). */
  dir: Direccion;
  origenes: readonly string[];
  destinos: readonly string[];
  /** Relative weight among the customer's lanes. */
  peso: number;
  /** Share of sea groupage (LCL) or road groupage (LTL) on this lane. */
  grupaje?: number;
}

export interface PerfilComercial {
  /** Road city (UN/LOCODE) of the customer's premises: pickups and deliveries by truck. */
  ciudad: string | null;
  /** Customer reference format: prefix before a number. */
  prefijoReferencia: string;
  rutas: readonly Ruta[];
  mercancias: readonly Mercancia[];
}

/** One package type: its name, size (cm) and weight (kg) for goods that do not say otherwise. */
export interface TipoBulto {
  nombre: string;
  /** A fixed size, or a range a shipment's packages are drawn from (crates are built to the goods). */
  largoCm: Medida;
  anchoCm: Medida;
  altoCm: Medida;
  /** Weight of one package, drawn within the range. */
  kg: readonly [number, number];
}
export type Medida = number | readonly [number, number];

const DIRECCIONES = ['EXP', 'IMP'] as const satisfies readonly Direccion[];
const rango = v.tuple([v.number(), v.number()]);
const dimension = v.union([v.number(), rango]);
const TipoBultoSchema = v.object({
  nombre: v.string(),
  largoCm: dimension,
  anchoCm: dimension,
  altoCm: dimension,
  kg: rango,
});
/** Weights by country code. */
const pesosPais = v.record(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)), v.number());

const RutaSchema = v.object({
  modo: ModoTransporteSchema,
  dir: v.picklist(DIRECCIONES),
  origenes: v.array(v.string()),
  destinos: v.array(v.string()),
  peso: v.number(),
  grupaje: v.optional(v.number()),
});
const MercanciaSchema = v.object({
  descripcion: v.string(),
  hs: v.pipe(v.string(), v.regex(/^\d{6}$/, 'must be an HS heading of 6 digits')),
  bulto: v.picklist(TIPO_BULTO_CODIGOS),
  valorKg: v.number(),
  arancel: v.number(),
  refrigerada: v.optional(v.boolean()),
  densa: v.optional(v.boolean()),
  onu: v.optional(v.string()),
});
const PerfilSchema = v.object({
  ciudad: v.nullable(v.string()),
  prefijoReferencia: v.string(),
  rutas: v.array(RutaSchema),
  mercancias: v.array(MercanciaSchema),
});

const data = loadJson(
  'trade-profiles.json',
  v.object({
    tiposBulto: objectWithKeys(TIPO_BULTO_CODIGOS, TipoBultoSchema),
    perfiles: v.record(v.string(), PerfilSchema),
    perfilGenerico: PerfilSchema,
    empresasPorPais: v.record(v.string(), v.object({ palabras: v.array(v.string()), forma: v.string() })),
    actividades: v.array(v.string()),
    gestores: v.array(v.string()),
    incoterms: objectWithKeys(
      ModoTransporteSchema.options,
      objectWithKeys(DIRECCIONES, v.record(CodigoIncotermSchema, v.number())),
    ),
    mercados: v.object({ europa: pesosPais, america: pesosPais, proveedores: pesosPais }),
  }),
);

/** UN/ECE Rec. 21 package types used by the seed, with their usual size and weight. */
export const TIPOS_BULTO: Readonly<Record<TipoBultoCodigo, TipoBulto>> = data.tiposBulto;

/** Each demo customer's lanes and goods, by customer code. */
export const PERFILES: Readonly<Record<string, PerfilComercial>> = data.perfiles;

/** A profile for a customer the table does not know: road and sea lanes from its country. */
export const PERFIL_GENERICO: PerfilComercial = data.perfilGenerico;

/** Legal forms and trade words by country, for the names of shippers and consignees abroad. */
export const EMPRESAS_POR_PAIS: Readonly<Record<string, { palabras: readonly string[]; forma: string }>> =
  data.empresasPorPais;

/** Business activity words that complete a partner's name. */
export const ACTIVIDADES: readonly string[] = data.actividades;

/** The provider's operations staff who run dossiers (the last two work the Americas). */
export const GESTORES: readonly string[] = data.gestores;

/** EU member states: no customs declaration between them (the customs-union column of the country list). */
export const UE: ReadonlySet<string> = new Set(COUNTRIES.filter((c) => c.customsUnion).map((c) => c.code));

/** Same customs territory: the same country, or both in the EU customs union. */
export const sameCustomsTerritory = (a: string, b: string): boolean => a === b || (UE.has(a) && UE.has(b));

/** `{ A: 2, B: 1 }` → `[['A', 2], ['B', 1]]`, in the file's order: what `Prng.weighted` draws from. */
const pares = <K extends string>(pesos: Partial<Record<K, number>>) => Object.entries(pesos) as [K, number][];

/** How often each incoterm is agreed, by mode and direction: weights for the seed's draws. */
export const INCOTERMS_HABITUALES: Readonly<
  Record<ModoTransporte, Readonly<Record<Direccion, readonly (readonly [CodigoIncoterm, number])[]>>>
> = Object.fromEntries(
  ModoTransporteSchema.options.map((modo) => {
    const { EXP, IMP } = data.incoterms[modo];
    return [modo, { EXP: pares(EXP), IMP: pares(IMP) }];
  }),
) as Record<ModoTransporte, Record<Direccion, [CodigoIncoterm, number][]>>;

/**
 * Trading partners of the customers' address books, weighted by country: the markets of a customer
 * on the European road network and of one in the Americas, and the countries of foreign suppliers.
 */
export const MERCADOS: Readonly<Record<'europa' | 'america' | 'proveedores', readonly [string, number][]>> = {
  europa: pares(data.mercados.europa),
  america: pares(data.mercados.america),
  proveedores: pares(data.mercados.proveedores),
};
