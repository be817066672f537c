import * as v from 'valibot';
import { loadCsv, loadJson, optionalText } from '../../reference/data';
import type { CodigoServicio, CodigoTipoBulto } from './catalogos';

// Who ships what by air: each demo customer's air profile (airport, services, goods, markets, own
// address), the overseas consignees of its address book, and customs brokers notified at destination:
// apps/api/data/air-customers.json, air-consignees.csv and air-notify-parties.csv.

export interface DireccionSemilla {
  nombre: string;
  direccion: string;
  codigoPostal: string | null;
  ciudad: string;
  provincia: string | null;
  codigoPais: string;
  contacto: string | null;
  telefono: string | null;
  email: string | null;
}

export interface PlantillaPieza {
  tipo: CodigoTipoBulto;
  largo: readonly [number, number];
  ancho: readonly [number, number];
  alto: readonly [number, number];
  kg: readonly [number, number];
  cantidad: readonly [number, number];
}

export interface PerfilMercancia {
  descripciones: readonly string[];
  /** One or two of these lines make the pieces of a HAWB. */
  lineas: readonly PlantillaPieza[];
  /** Customs value per kg, in the customer's currency. */
  valorKg: readonly [number, number];
  manipulacion: readonly (string | null)[];
  peligrosa?: { numeroOnu: string; clase: string; probabilidad: number };
}

const CLAVES_MERCANCIA = [
  'fruta',
  'textil',
  'recambios',
  'vino',
  'farma',
  'electronica',
  'moda',
  'quimica',
  'corcho',
  'maquinaria',
  'mueble',
  'componentes',
  'cafe',
  'zonalibre',
  'flores',
  'agro',
  'nutricion',
] as const;
export type ClaveMercancia = (typeof CLAVES_MERCANCIA)[number];

export interface PerfilAereoCliente {
  habilitada: boolean;
  aeropuerto: string;
  /** Occasional other departure airports. */
  otrosAeropuertos: readonly string[];
  servicios: readonly CodigoServicio[];
  /** Service weights when booking. */
  preferencia: readonly (readonly [CodigoServicio, number])[];
  /** Share of the HAWBs of the demo data. */
  peso: number;
  mercancia: ClaveMercancia;
  /** Destination airports, most frequent first. */
  destinos: readonly string[];
  sede: Omit<DireccionSemilla, 'nombre' | 'ciudad' | 'codigoPais'>;
  otrosExpedidores: readonly DireccionSemilla[];
  /** Payment terms in days. */
  diasPago: number;
  /** Tax id printed on the HAWB when the customer record has none. */
  nif?: string;
  /** Relative volume per month (January first); flat when absent. */
  estacionalidad?: readonly number[];
  referencia: string;
}

export interface ConsignatarioSemilla extends DireccionSemilla {
  aeropuerto: string;
  /** Short code of the entity when it accepts collect charges. */
  codigoCollect: string | null;
  nif: string | null;
}

const SERVICIO = v.picklist(['EXP', 'STD', 'CON', 'PER']);
const TIPO_BULTO = v.picklist(['BX', 'CT', 'PX', 'CR', 'CS', 'DR', 'JC', 'BG', 'EN', 'RO', 'TU', 'PK']);
const rango = v.tuple([v.number(), v.number()]);
const texto = v.nullable(v.string());
const direccion = {
  nombre: v.string(),
  direccion: v.string(),
  codigoPostal: texto,
  ciudad: v.string(),
  provincia: texto,
  codigoPais: v.pipe(v.string(), v.length(2)),
  contacto: texto,
  telefono: texto,
  email: texto,
};
const { nombre: _n, ciudad: _c, codigoPais: _p, ...sede } = direccion;
const perfil = v.object({
  habilitada: v.boolean(),
  otrosAeropuertos: v.array(v.string()),
  servicios: v.array(SERVICIO),
  preferencia: v.array(v.tuple([SERVICIO, v.number()])),
  peso: v.number(),
  mercancia: v.picklist(CLAVES_MERCANCIA),
  destinos: v.array(v.string()),
  sede: v.object(sede),
  otrosExpedidores: v.array(v.object(direccion)),
  diasPago: v.number(),
  nif: v.optional(v.string()),
  estacionalidad: v.optional(v.array(v.number())),
  referencia: v.string(),
});

const data = loadJson(
  'air-customers.json',
  v.object({
    mercancias: v.record(
      v.picklist(CLAVES_MERCANCIA),
      v.object({
        descripciones: v.array(v.string()),
        lineas: v.array(
          v.object({ tipo: TIPO_BULTO, largo: rango, ancho: rango, alto: rango, kg: rango, cantidad: rango }),
        ),
        valorKg: rango,
        manipulacion: v.array(texto),
        peligrosa: v.optional(
          v.object({ numeroOnu: v.string(), clase: v.string(), probabilidad: v.number() }),
        ),
      }),
    ),
    perfiles: v.record(v.string(), v.object({ ...perfil.entries, aeropuerto: v.string() })),
    perfilGenerico: perfil,
  }),
);

/** The goods each kind of customer flies, by key. */
export const MERCANCIAS = data.mercancias as Readonly<Record<ClaveMercancia, PerfilMercancia>>;
for (const clave of CLAVES_MERCANCIA) {
  if (!MERCANCIAS[clave]) throw new Error(`data/air-customers.json: no goods profile ${clave}`);
}

/** Each demo customer's air profile, by customer code. */
export const PERFILES: Readonly<Record<string, PerfilAereoCliente>> = data.perfiles;

/** A profile for a customer the list above does not know: standard services from its country's airport. */
export const perfilGenerico = (aeropuerto: string): PerfilAereoCliente => ({
  ...data.perfilGenerico,
  aeropuerto,
});

/** An address as the CSV files hold it: every cell text, an empty cell null. */
const direccionCsv = {
  nombre: v.string(),
  direccion: v.string(),
  codigoPostal: optionalText,
  ciudad: v.string(),
  provincia: optionalText,
  codigoPais: direccion.codigoPais,
  contacto: optionalText,
  telefono: optionalText,
  email: optionalText,
};

/** Overseas buyers, by the airport their cargo flies to. Names and addresses are fictitious. */
export const CONSIGNATARIOS: readonly ConsignatarioSemilla[] = loadCsv(
  'air-consignees.csv',
  v.object({ aeropuerto: v.string(), ...direccionCsv, codigoCollect: optionalText, nif: optionalText }),
);

/** Customs brokers that may be notified at destination, by country. */
export const AGENTES_NOTIFICAR: readonly DireccionSemilla[] = loadCsv(
  'air-notify-parties.csv',
  v.object(direccionCsv),
);
